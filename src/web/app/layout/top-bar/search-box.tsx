/**
 * Search box (spec §2, NAV-13, NAV-31..33): Enter goes to /search?title=<text>, an empty box too
 * (no validation, §5); the magnifier is a link to the plain /search.
 */
import { Search } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/react.js';
import { Link, useNavigate } from 'react-router';
import { searchPath } from './menu-links.js';

export function SearchBox({ className = '', onNavigate }: { className?: string; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const inputId = useId();
  const [text, setText] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onNavigate?.();
    void navigate(searchPath.title(text));
  };

  return (
    <form role="search" onSubmit={submit} className={`relative flex items-center ${className}`} data-search-box="">
      <label htmlFor={inputId} className="sr-only">{t('search.label')}</label>
      <input
        id={inputId}
        type="search"
        name="title"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={t('search.placeholder')}
        enterKeyHint="search"
        autoComplete="off"
        className="min-h-11 w-full rounded-full border border-border bg-raised pl-12 pr-4 text-sm text-text placeholder:text-text-muted transition-colors duration-150 hover:border-text-muted focus-visible:border-link"
      />
      <Link
        to={searchPath.all}
        onClick={onNavigate}
        className="absolute left-0 top-0 inline-flex size-11 items-center justify-center rounded-full text-text-secondary hover:text-text"
        aria-label={t('search.browseAll')}
        title={t('search.browseAll')}
      >
        <Search aria-hidden="true" className="size-5" />
      </Link>
    </form>
  );
}
