/**
 * The frame of every static page: one h1, an optional "last updated" line and intro, an optional table of
 * contents, and the sections. Text column ~70 characters wide (UX.md), from 375 px phones up.
 */
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/react.js';
import { MarkupContent } from '../../features/news/components/markup-content.js';

export interface PageSection {
  id: string;
  title: string;
  /** Simple markup chunks (paragraphs or "• " bullet lists), shown in order. */
  body: readonly string[];
}

interface StaticPageProps {
  title: string;
  lastUpdated?: string;
  intro?: ReactNode;
  /** Long pages get a table of contents linking to each section. */
  toc?: ReadonlyArray<{ id: string; title: string }>;
  children: ReactNode;
}

export function StaticPage({ title, lastUpdated, intro, toc, children }: StaticPageProps) {
  return (
    <article className="mx-auto w-full max-w-[70ch] px-4 py-8 leading-relaxed [overflow-wrap:anywhere] md:py-12">
      <header className="border-b border-border pb-6">
        <h1 className="text-3xl font-semibold tracking-tight text-text md:text-4xl">{title}</h1>
        {lastUpdated && <p className="mt-2 text-sm text-text-muted">{lastUpdated}</p>}
        {intro && <div className="mt-4 text-lg text-text-secondary">{intro}</div>}
      </header>
      {toc && toc.length > 0 && <TableOfContents entries={toc} />}
      <div className="mt-8 space-y-10">{children}</div>
    </article>
  );
}

function TableOfContents({ entries }: { entries: ReadonlyArray<{ id: string; title: string }> }) {
  const { t } = useTranslation('pages');
  return (
    <nav aria-labelledby="toc-heading" className="mt-6 rounded-card border border-border bg-raised p-4 md:p-6">
      <h2 id="toc-heading" className="text-sm font-semibold uppercase tracking-wide text-text-secondary">
        {t('shared.toc')}
      </h2>
      <ol className="mt-3 space-y-1">
        {entries.map((entry) => (
          <li key={entry.id}>
            <a
              href={`#${entry.id}`}
              className="text-link inline-block py-1"
            >
              {entry.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** One titled section (the html scroll padding keeps its heading clear of the fixed top bar when jumped to). */
export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-xl font-semibold text-text md:text-2xl">{title}</h2>
      <div className="mt-3 text-text">{children}</div>
    </section>
  );
}

/** Sections whose bodies are markup; `after` adds content under a section by id (e.g. company details). */
export function MarkupSections({ sections, after }: { sections: readonly PageSection[]; after?: Record<string, ReactNode> }) {
  return (
    <>
      {sections.map((section) => (
        <Section key={section.id} id={section.id} title={section.title}>
          <MarkupContent text={section.body.join('\n\n')} allowMailto />
          {after?.[section.id]}
        </Section>
      ))}
    </>
  );
}
