/**
 * The news content markup (spec §2 News) parsed into a small tree, never into HTML: the screen turns the
 * tree into React elements, so raw HTML in the content is only ever literal text.
 *
 * - Paragraphs are separated by blank lines; a single line break inside a paragraph is kept.
 * - Lines starting with "• " or "- " are bullets; consecutive bullets form one list.
 * - Inline: **bold**, *italic*, __underline__, [text](url). An opener without its closer stays as text.
 *   Like Markdown, an opener must be followed and a closer preceded by a non-space, so "2 * 3 * 4" is text.
 * - Links only to http(s) URLs or site paths ("/…", not "//…"); any other target (javascript:, data:, …)
 *   leaves just the link's text.
 */

export type InlineNode =
  | { type: 'text'; text: string }
  | { type: 'break' }
  | { type: 'bold'; children: InlineNode[] }
  | { type: 'italic'; children: InlineNode[] }
  | { type: 'underline'; children: InlineNode[] }
  | { type: 'link'; href: string; children: InlineNode[] };

export type NewsBlock =
  | { type: 'paragraph'; children: InlineNode[] }
  | { type: 'list'; items: InlineNode[][] };

const BULLET = /^(?:•|-)[ \t]+(.*)$/;

export interface MarkupOptions {
  /**
   * Also accept "mailto:" links. Only for the store's own texts (legal pages); news content never gets it,
   * as the spec allows news links to web pages only.
   */
  allowMailto?: boolean;
}

export function parseNewsMarkup(text: string, options: MarkupOptions = {}): NewsBlock[] {
  const blocks: NewsBlock[] = [];
  let paragraph: string[] = [];
  let list: string[] = [];
  const flushParagraph = () => {
    if (paragraph.length > 0) blocks.push({ type: 'paragraph', children: parseInline(paragraph.join('\n'), options) });
    paragraph = [];
  };
  const flushList = () => {
    if (list.length > 0) blocks.push({ type: 'list', items: list.map((item) => parseInline(item, options)) });
    list = [];
  };

  for (const rawLine of text.replace(/\r\n?/g, '\n').split('\n')) {
    const line = rawLine.trim();
    const bullet = BULLET.exec(line);
    if (line === '') {
      flushParagraph();
      flushList();
    } else if (bullet) {
      flushParagraph();
      list.push(bullet[1]!.trim());
    } else {
      flushList();
      paragraph.push(line);
    }
  }
  flushParagraph();
  flushList();
  return blocks;
}

/** The content as plain text without markup (for excerpts and meta descriptions); bullets become lines. */
export function markupToPlainText(text: string): string {
  return parseNewsMarkup(text)
    .map((block) => (block.type === 'paragraph' ? plainText(block.children) : block.items.map(plainText).join('\n')))
    .join('\n\n');
}

/** True for an http(s) URL or a site-relative path; false for every other scheme and for "//host". */
export function isSafeHref(href: string): boolean {
  // Control characters and spaces are what browsers strip to smuggle a scheme ("java\tscript:").
  if (href === '' || /[\u0000-\u0020\u007f\\]/.test(href)) return false;
  if (href.startsWith('/')) return !href.startsWith('//');
  if (!/^https?:\/\//i.test(href)) return false;
  try {
    const url = new URL(href);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** An http(s) link leaves the store (opened in a new tab); a site path stays. */
export function isExternalHref(href: string): boolean {
  return /^https?:\/\//i.test(href);
}

type Delimiter = '**' | '__' | '*' | ']';

interface InlineResult {
  nodes: InlineNode[];
  /** Position just after the closing delimiter, or the end of the text when not closed. */
  end: number;
  closed: boolean;
}

const EMPHASIS: ReadonlyArray<{ marker: '**' | '__' | '*'; type: 'bold' | 'underline' | 'italic' }> = [
  { marker: '**', type: 'bold' },
  { marker: '__', type: 'underline' },
  { marker: '*', type: 'italic' },
];

export function parseInline(source: string, options: MarkupOptions = {}): InlineNode[] {
  return parseUntil({ source, options }, 0, null, false).nodes;
}

interface Input {
  source: string;
  options: MarkupOptions;
}

/** A mailto link to one plain address, without headers ("?subject=…&bcc=…"). */
function isSafeMailto(href: string): boolean {
  return /^mailto:[^\s?&<>"'\\/]+@[^\s?&<>"'\\/]+$/i.test(href);
}

function parseUntil(input: Input, start: number, closer: Delimiter | null, inLink: boolean): InlineResult {
  const { source } = input;
  const nodes: InlineNode[] = [];
  let text = '';
  const flush = () => {
    pushText(nodes, text);
    text = '';
  };
  let index = start;
  while (index < source.length) {
    if (closer && closesHere(source, index, start, closer)) {
      // "***x***": a "**" that opens a real bold span wins over the "*" closer.
      const bold = closer === '*' && source.startsWith('**', index) ? tryEmphasis(input, index, '**', 'bold', inLink) : null;
      if (!bold) {
        flush();
        return { nodes, end: index + closer.length, closed: true };
      }
    }
    const parsed = tryConstruct(input, index, inLink);
    if (parsed) {
      if (parsed.node.type === 'text') text += parsed.node.text;
      else {
        flush();
        nodes.push(parsed.node);
      }
      index = parsed.end;
      continue;
    }
    text += source[index];
    index += 1;
  }
  flush();
  return { nodes, end: source.length, closed: false };
}

function closesHere(source: string, index: number, contentStart: number, closer: Delimiter): boolean {
  if (!source.startsWith(closer, index)) return false;
  if (closer === ']') return true;
  // Non-empty content, and no space just inside the closer.
  return index > contentStart && !/\s/.test(source[index - 1]!);
}

function tryConstruct(input: Input, index: number, inLink: boolean): { node: InlineNode; end: number } | null {
  const { source } = input;
  if (source[index] === '[' && !inLink) return tryLink(input, index);
  for (const { marker, type } of EMPHASIS) {
    if (source.startsWith(marker, index)) return tryEmphasis(input, index, marker, type, inLink);
  }
  return null;
}

function tryEmphasis(
  input: Input, index: number, marker: '**' | '__' | '*', type: 'bold' | 'underline' | 'italic', inLink: boolean,
): { node: InlineNode; end: number } | null {
  const contentStart = index + marker.length;
  const next = input.source[contentStart];
  if (next === undefined || /\s/.test(next)) return null;
  const inner = parseUntil(input, contentStart, marker, inLink);
  if (!inner.closed || inner.nodes.length === 0) return null;
  return { node: { type, children: inner.nodes }, end: inner.end };
}

function tryLink(input: Input, index: number): { node: InlineNode; end: number } | null {
  const { source } = input;
  const label = parseUntil(input, index + 1, ']', true);
  if (!label.closed || label.nodes.length === 0 || source[label.end] !== '(') return null;
  const target = readTarget(source, label.end + 1);
  if (!target) return null;
  const href = target.href.trim();
  // An unsafe target keeps only the link's text (with its emphasis), never an anchor.
  const allowed = isSafeHref(href) || (input.options.allowMailto === true && isSafeMailto(href));
  const node: InlineNode = allowed
    ? { type: 'link', href, children: label.nodes }
    : { type: 'text', text: plainText(label.nodes) };
  return { node, end: target.end };
}

/** The URL between "(" and its matching ")", allowing balanced parentheses inside ("…/Foo_(bar)"). */
function readTarget(source: string, start: number): { href: string; end: number } | null {
  let depth = 0;
  for (let index = start; index < source.length; index += 1) {
    const char = source[index]!;
    if (char === '\n') return null;
    if (char === '(') depth += 1;
    if (char === ')') {
      if (depth === 0) return { href: source.slice(start, index), end: index + 1 };
      depth -= 1;
    }
  }
  return null;
}

function plainText(nodes: InlineNode[]): string {
  return nodes
    .map((node) => (node.type === 'text' ? node.text : node.type === 'break' ? '\n' : plainText(node.children)))
    .join('');
}

/** Appends text, turning line breaks into break nodes and merging with a preceding text node. */
function pushText(nodes: InlineNode[], text: string): void {
  if (text === '') return;
  text.split('\n').forEach((part, position) => {
    if (position > 0) nodes.push({ type: 'break' });
    if (part === '') return;
    const last = nodes[nodes.length - 1];
    if (last?.type === 'text') last.text += part;
    else nodes.push({ type: 'text', text: part });
  });
}
