/**
 * Renders the simple markup of news (spec §2 News) as React elements from the parsed tree: never through
 * innerHTML, so any HTML in the text is shown as text. Also used for the store's own legal texts.
 */
import { Fragment, useMemo, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/react.js';
import { Link } from 'react-router';
import {
  isExternalHref, parseInline, parseNewsMarkup, type InlineNode, type MarkupOptions, type NewsBlock,
} from '../../../../shared/news-markup.js';

/** `text-link` is the shell's link style (colour and underline). */
const LINK_CLASS = 'text-link';

/** A web link opens in a new tab (and says so to screen readers); a site path stays in the app (no reload). */
function MarkupLink({ href, newTab, children }: { href: string; newTab: string; children: ReactNode }) {
  if (isExternalHref(href)) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" className={LINK_CLASS}>
        {children}
        <span className="sr-only"> {newTab}</span>
      </a>
    );
  }
  if (href.startsWith('/')) return <Link to={href} className={LINK_CLASS}>{children}</Link>;
  return <a href={href} className={LINK_CLASS}>{children}</a>; // mailto:, only in the store's own texts
}

/** `newTab` is the screen-reader hint appended to links that open in a new tab. */
function renderInline(nodes: InlineNode[], newTab: string): ReactNode[] {
  return nodes.map((node, index) => {
    switch (node.type) {
      case 'text':
        return <Fragment key={index}>{node.text}</Fragment>;
      case 'break':
        return <br key={index} />;
      case 'bold':
        return <strong key={index} className="font-semibold text-text">{renderInline(node.children, newTab)}</strong>;
      case 'italic':
        return <em key={index}>{renderInline(node.children, newTab)}</em>;
      case 'underline':
        return <u key={index}>{renderInline(node.children, newTab)}</u>;
      case 'link':
        return <MarkupLink key={index} href={node.href} newTab={newTab}>{renderInline(node.children, newTab)}</MarkupLink>;
    }
  });
}

function renderBlock(block: NewsBlock, index: number, newTab: string): ReactNode {
  if (block.type === 'paragraph') return <p key={index}>{renderInline(block.children, newTab)}</p>;
  return (
    <ul key={index} className="list-disc space-y-1 ps-6 marker:text-link">
      {block.items.map((item, itemIndex) => <li key={itemIndex}>{renderInline(item, newTab)}</li>)}
    </ul>
  );
}

interface MarkupContentProps extends MarkupOptions {
  text: string;
  className?: string;
  /** Set when the text is in another language than the page (a fallback, decision 4). */
  lang?: string;
}

/** Paragraphs and bullet lists. */
export function MarkupContent({ text, className, allowMailto, lang }: MarkupContentProps) {
  const { t } = useTranslation('pages');
  const blocks = useMemo(() => parseNewsMarkup(text, { allowMailto }), [text, allowMailto]);
  const newTab = t('shared.opensInNewTab');
  return <div lang={lang} className={className ?? 'space-y-4'}>{blocks.map((block, index) => renderBlock(block, index, newTab))}</div>;
}

/** One line of inline markup, for headings, list items and table cells. */
export function MarkupInline({ text, allowMailto }: { text: string } & MarkupOptions) {
  const { t } = useTranslation('pages');
  const nodes = useMemo(() => parseInline(text, { allowMailto }), [text, allowMailto]);
  return <>{renderInline(nodes, t('shared.opensInNewTab'))}</>;
}
