import { describe, expect, it } from 'vitest';
import { isSafeHref, markupToPlainText, parseInline, parseNewsMarkup, type InlineNode } from './news-markup.js';

const text = (value: string): InlineNode => ({ type: 'text', text: value });

describe('parseNewsMarkup blocks', () => {
  it('NEWS-08: paragraphs are separated by blank lines; extra blank lines make no empty blocks', () => {
    expect(parseNewsMarkup('First.\n\n\n\nSecond.\n\n')).toEqual([
      { type: 'paragraph', children: [text('First.')] },
      { type: 'paragraph', children: [text('Second.')] },
    ]);
  });

  it('keeps a single line break inside a paragraph and accepts Windows line ends', () => {
    expect(parseNewsMarkup('One\r\nTwo')).toEqual([
      { type: 'paragraph', children: [text('One'), { type: 'break' }, text('Two')] },
    ]);
  });

  it('answers no blocks for empty or blank content', () => {
    expect(parseNewsMarkup('')).toEqual([]);
    expect(parseNewsMarkup(' \n\t\n ')).toEqual([]);
  });

  it('NEWS-09: lines starting with "• " or "- " are bullets of one list', () => {
    expect(parseNewsMarkup('Intro\n• One\n- **Two**\n\nAfter')).toEqual([
      { type: 'paragraph', children: [text('Intro')] },
      { type: 'list', items: [[text('One')], [{ type: 'bold', children: [text('Two')] }]] },
      { type: 'paragraph', children: [text('After')] },
    ]);
  });

  it('a blank line between bullets starts a new list; a dash without a space is not a bullet', () => {
    expect(parseNewsMarkup('• a\n\n• b')).toEqual([
      { type: 'list', items: [[text('a')]] },
      { type: 'list', items: [[text('b')]] },
    ]);
    expect(parseNewsMarkup('-5 % today')).toEqual([{ type: 'paragraph', children: [text('-5 % today')] }]);
  });
});

describe('parseInline', () => {
  it('NEWS-10, NEWS-11, NEWS-12: bold, italic and underline', () => {
    expect(parseInline('a **b** *c* __d__')).toEqual([
      text('a '), { type: 'bold', children: [text('b')] }, text(' '),
      { type: 'italic', children: [text('c')] }, text(' '),
      { type: 'underline', children: [text('d')] },
    ]);
  });

  it('NEWS-13: links to https URLs and site paths', () => {
    expect(parseInline('[Store](https://example.com/a?b=1) and [search](/search?genre=rpg)')).toEqual([
      { type: 'link', href: 'https://example.com/a?b=1', children: [text('Store')] },
      text(' and '),
      { type: 'link', href: '/search?genre=rpg', children: [text('search')] },
    ]);
  });

  it('nests emphasis inside a link and inside other emphasis', () => {
    expect(parseInline('[**big** deal](/news)')).toEqual([
      { type: 'link', href: '/news', children: [{ type: 'bold', children: [text('big')] }, text(' deal')] },
    ]);
    expect(parseInline('*one **two** three*')).toEqual([
      { type: 'italic', children: [text('one '), { type: 'bold', children: [text('two')] }, text(' three')] },
    ]);
    expect(parseInline('***both***')).toEqual([
      { type: 'bold', children: [{ type: 'italic', children: [text('both')] }] },
    ]);
    expect(parseInline('**[x](/a)**')).toEqual([
      { type: 'bold', children: [{ type: 'link', href: '/a', children: [text('x')] }] },
    ]);
  });

  it('keeps balanced parentheses inside a URL', () => {
    expect(parseInline('[wiki](https://en.wikipedia.org/wiki/Doom_(1993))')).toEqual([
      { type: 'link', href: 'https://en.wikipedia.org/wiki/Doom_(1993)', children: [text('wiki')] },
    ]);
  });

  it.each([
    'javascript:alert(1)', 'JavaScript:alert(1)', 'java\tscript:alert(1)', 'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)', '//evil.example/x', '/\\evil.example', 'mailto:a@b.c', 'ftp://example.com', 'https://', 'relative/path',
  ])('an unsafe link target (%j) leaves only the link text', (href) => {
    expect(isSafeHref(href)).toBe(false);
    const nodes = parseInline(`see [x](${href}) now`);
    expect(nodes.some((node) => node.type === 'link')).toBe(false);
    expect(nodes).toEqual([text('see x now')]);
  });

  it('raw HTML stays literal text', () => {
    const html = '<script>window.__pwned=1</script><img src=x onerror="alert(1)">';
    expect(parseNewsMarkup(html)).toEqual([
      // "__pwned=1</script><img src=x onerror=\"alert(1)\">" has no closing "__", so it is text too.
      { type: 'paragraph', children: [text(html)] },
    ]);
  });

  it.each([
    ['**unclosed bold'], ['*unclosed italic'], ['__unclosed underline'], ['[label](/no-close'], ['[label] (/spaced)'],
    ['[no target]'], ['2 * 3 * 4'], ['** spaced **'], ['****'], ['a ** b'], ['[](/empty)'],
  ])('%j stays as text', (source) => {
    expect(parseInline(source)).toEqual([text(source)]);
  });

  it('an unclosed opener is text while later markup still parses', () => {
    expect(parseInline('5 * 2 is **ten**')).toEqual([text('5 * 2 is '), { type: 'bold', children: [text('ten')] }]);
    expect(parseInline('[a **b](/x)')).toEqual([{ type: 'link', href: '/x', children: [text('a **b')] }]);
  });

  it('bold may span a line break inside a paragraph', () => {
    expect(parseNewsMarkup('**one\ntwo**')).toEqual([
      { type: 'paragraph', children: [{ type: 'bold', children: [text('one'), { type: 'break' }, text('two')] }] },
    ]);
  });

  it('mailto links only when the caller allows them (the store\'s own texts), never with headers', () => {
    expect(parseInline('[mail](mailto:help@pixelkeys.example)')).toEqual([text('mail')]);
    expect(parseInline('[mail](mailto:help@pixelkeys.example)', { allowMailto: true })).toEqual([
      { type: 'link', href: 'mailto:help@pixelkeys.example', children: [text('mail')] },
    ]);
    expect(parseInline('[mail](mailto:a@b.c?bcc=x@y.z)', { allowMailto: true })).toEqual([text('mail')]);
    expect(parseNewsMarkup('• [mail](mailto:a@b.c)', { allowMailto: true })).toEqual([
      { type: 'list', items: [[{ type: 'link', href: 'mailto:a@b.c', children: [text('mail')] }]] },
    ]);
  });

  it('markupToPlainText drops the markers and keeps the words', () => {
    expect(markupToPlainText('**Big** [sale](/search) *now*\n\n• one\n• __two__')).toBe('Big sale now\n\none\ntwo');
  });
});
