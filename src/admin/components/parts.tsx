/** The back office's building blocks: a screen's heading, a table frame, a pager, a read's states. */
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from '../../web/i18n/react.js';
import { inputClass } from '../../web/components/ui/form.js';
import { LoadError } from '../../web/components/ui/load-error.js';
import { PageIntro } from '../../web/components/ui/page-intro.js';
import { ADMIN_PAGE_SIZES } from '../../shared/contracts/admin/common.js';
import { LANGUAGES, type Language } from '../../shared/constants.js';
import { currentLanguage } from '../../web/i18n/i18n.js';

export const cellClass = 'px-3 py-2 align-top';
export const headClass = 'px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-text-secondary';
export const selectClass = 'min-h-11 rounded-control border border-border bg-page px-3 text-text focus-visible:border-link';
export const smallButton = 'btn-secondary !min-h-9 !px-3 text-sm';

export function Screen({ title, lead, children }: { title: string; lead?: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-6">
      <PageIntro title={title} lead={lead} />
      {children}
    </div>
  );
}

/**
 * A data table that scrolls sideways on a narrow screen (its frame is focusable for keyboard scrolling). The
 * frame is positioned, so a cell's screen-reader text (absolutely positioned) stays inside it instead of
 * widening the page.
 */
export function Table({ label, head, children }: { label: string; head: ReactNode; children: ReactNode }) {
  return (
    <div className="relative overflow-x-auto rounded-card border border-border bg-raised" tabIndex={0} role="region" aria-label={label}>
      <table className="w-full min-w-[40rem] border-collapse text-sm">
        <thead className="border-b border-border"><tr>{head}</tr></thead>
        <tbody className="divide-y divide-border">{children}</tbody>
      </table>
    </div>
  );
}

/** What a read shows before its data: a skeleton, or its error with a retry. */
export function ReadState({ error, retry }: { error: Error | null; retry(): void }) {
  if (error) return <LoadError error={error} onRetry={retry} />;
  return <div className="skeleton h-48 w-full rounded-card" aria-hidden="true" />;
}

export function Pager({ page, pageSize, total, onPage, onPageSize }: {
  page: number; pageSize: number; total: number; onPage(page: number): void; onPageSize(size: number): void;
}) {
  const { t } = useTranslation('admin');
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav aria-label={t('pager.label')} className="flex flex-wrap items-center gap-3 text-sm text-text-secondary">
      <button type="button" className="icon-button border border-border" disabled={page <= 1} aria-label={t('pager.previous')} onClick={() => onPage(page - 1)}>
        <ChevronLeft aria-hidden="true" className="size-4" />
      </button>
      <span aria-live="polite">{t('pager.status', { page, pages, total })}</span>
      <button type="button" className="icon-button border border-border" disabled={page >= pages} aria-label={t('pager.next')} onClick={() => onPage(page + 1)}>
        <ChevronRight aria-hidden="true" className="size-4" />
      </button>
      <label className="ml-auto flex items-center gap-2">
        {t('pager.pageSize')}
        <select className={selectClass} value={pageSize} onChange={(event) => onPageSize(Number(event.target.value))}>
          {ADMIN_PAGE_SIZES.map((size) => <option key={size} value={size}>{size}</option>)}
        </select>
      </label>
    </nav>
  );
}

const madrid = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(currentLanguage(), { timeZone: 'Europe/Madrid', ...options });

/** A moment in Europe/Madrid time (decision 30), in the reader's language. */
export const formatMoment = (iso: string) => madrid({ dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
/** A YYYY-MM-DD day, short. */
export const formatDay = (day: string) =>
  new Intl.DateTimeFormat(currentLanguage(), { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

/** A labelled search box of a list's filter form. */
export function SearchBox({ label, value, onChange }: { label: string; value: string; onChange(value: string): void }) {
  return (
    <label className="flex min-w-64 flex-1 flex-col gap-1.5 text-sm font-medium">
      {label}
      <input type="search" className={inputClass} value={value} onChange={(event) => onChange(event.target.value)} />
    </label>
  );
}

/** A labelled choice of a list's filter form, "any" first. */
export function FilterSelect({ label, any, value, options, onChange }: {
  label: string; any: string; value: string; options: [value: string, label: string][]; onChange(value: string): void;
}) {
  return (
    <label className="flex flex-col gap-1.5 text-sm font-medium">
      {label}
      <select className={selectClass} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{any}</option>
        {options.map(([option, text]) => <option key={option} value={option}>{text}</option>)}
      </select>
    </label>
  );
}

/** Column headings of a Table: a label, right-aligned for figures. */
export const headings = (columns: (string | [label: string, align: 'right'])[]) => columns.map((column) => {
  const [label, align] = typeof column === 'string' ? [column, undefined] : column;
  return <th key={label} scope="col" className={`${headClass} ${align === 'right' ? 'text-right' : ''}`}>{label}</th>;
});

interface PagedRead<Row> {
  data?: { rows: Row[]; total: number; page: number; page_size: number };
  error: Error | null;
  refetch(): unknown;
}

/** A paged list read from the server: its loading or error state, "none" when empty, the table and its pager. */
export function PagedTable<Row>({ read, label, empty, columns, row, onPage, onPageSize }: {
  read: PagedRead<Row>; label: string; empty: string; columns: Parameters<typeof headings>[0];
  row(item: Row): ReactNode; onPage(page: number): void; onPageSize(size: number): void;
}) {
  if (!read.data) return <ReadState error={read.error} retry={() => void read.refetch()} />;
  if (read.data.rows.length === 0) return <p>{empty}</p>;
  return (
    <>
      <Table label={label} head={headings(columns)}>{read.data.rows.map(row)}</Table>
      <Pager page={read.data.page} pageSize={read.data.page_size} total={read.data.total} onPage={onPage} onPageSize={onPageSize} />
    </>
  );
}

/** A labelled multi-line field with its hint and error tied by aria-describedby (as the storefront's TextField). */
export function TextAreaField({ label, hint, error, rows, value, onChange }: {
  label: string; hint?: string; error: string | null; rows: number; value: string; onChange(value: string): void;
}) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">{label}</label>
      <textarea id={id} rows={rows} className={`${inputClass} py-2`} value={value} aria-invalid={error ? true : undefined}
        aria-describedby={describedBy} onChange={(event) => onChange(event.target.value)} />
      {hint && <p id={`${id}-hint`} className="text-xs text-text-secondary">{hint}</p>}
      {error && <p id={`${id}-error`} role="alert" className="text-sm font-medium text-danger-text">{error}</p>}
    </div>
  );
}

/**
 * The es and en texts of a form on two tabs: the tab list (a tab whose fields have an error is marked) and
 * the panel of the chosen language, its `lang` set for spelling and screen readers.
 */
export function LanguageTabs({ label, tab, names, marked, onTab, children }: {
  label: string; tab: Language; names: Record<Language, string>; marked(language: Language): boolean; onTab(language: Language): void; children: ReactNode;
}) {
  const id = useId();
  const buttons = useRef(new Map<Language, HTMLButtonElement>());
  // The tabs pattern of WAI-ARIA: one tab stop, the arrow keys (and Home, End) move between the tabs.
  const onKeyDown = (event: KeyboardEvent) => {
    const at = LANGUAGES.indexOf(tab);
    const to = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: LANGUAGES.length - 1 }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    const next = LANGUAGES[(to + LANGUAGES.length) % LANGUAGES.length]!;
    onTab(next);
    buttons.current.get(next)?.focus();
  };
  return (
    <>
      <div role="tablist" aria-label={label} className="flex gap-2" onKeyDown={onKeyDown}>
        {LANGUAGES.map((language) => (
          <button key={language} type="button" role="tab" id={`${id}-${language}`} aria-selected={tab === language} aria-controls={`${id}-panel`}
            tabIndex={tab === language ? 0 : -1} ref={(button) => void (button ? buttons.current.set(language, button) : buttons.current.delete(language))}
            className={`min-h-11 rounded-control px-4 text-sm font-medium ${tab === language ? 'bg-overlay text-text' : 'text-text-secondary hover:bg-overlay'}`}
            onClick={() => onTab(language)}>
            {names[language]}
            {marked(language) && <span className="text-danger-text"> *</span>}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${tab}`} className="flex flex-col gap-4" lang={tab}>
        {children}
      </div>
    </>
  );
}
