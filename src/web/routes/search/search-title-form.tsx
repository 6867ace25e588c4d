/** The title box of the search page (the top bar hides its own box on /search, spec §2). */
import { Search } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

export function SearchTitleForm({ initialTitle }: { initialTitle: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const inputId = useId();
  const [text, setText] = useState(initialTitle);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void navigate(`/search?${new URLSearchParams({ title: text })}`);
  };
  return (
    <form role="search" onSubmit={submit} className="flex max-w-2xl gap-2">
      <label htmlFor={inputId} className="sr-only">{t('search.label')}</label>
      <input
        id={inputId}
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={t('search.placeholder')}
        className="min-h-11 min-w-0 flex-1 rounded-control border border-border bg-raised px-3 text-text placeholder:text-text-muted focus-visible:border-link"
      />
      <button type="submit" className="btn-primary">
        <Search aria-hidden="true" className="size-5" />
        {t('searchPage.submit')}
      </button>
    </form>
  );
}
