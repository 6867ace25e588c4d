/**
 * The title box of the search page (SEARCH-02; the top bar hides its own box on /search, spec §2).
 * Submitting keeps the other filters and goes back to page 1 (SEARCH-23).
 */
import { Search } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/react.js';

export function SearchTitleForm({ initialTitle, onSubmit }: { initialTitle: string; onSubmit: (title: string) => void }) {
  const { t } = useTranslation('search');
  const inputId = useId();
  const [text, setText] = useState(initialTitle);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(text.trim());
  };
  return (
    <form role="search" onSubmit={submit} className="flex max-w-2xl gap-2" data-search-form="">
      <label htmlFor={inputId} className="sr-only">{t('form.label')}</label>
      <input
        id={inputId}
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={t('form.placeholder')}
        className="min-h-11 min-w-0 flex-1 rounded-control border border-border bg-raised px-3 text-text placeholder:text-text-muted focus-visible:border-link"
      />
      <button type="submit" className="btn-primary">
        <Search aria-hidden="true" className="size-5" />
        {t('form.submit')}
      </button>
    </form>
  );
}
