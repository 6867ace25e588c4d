/**
 * News (issue 12 §7): the news items' table, searched, filtered by status, sorted by publication and paged
 * on the server; a row opens the editor (`?edit=<id>`, or `?edit=new` to write one), whose live preview is
 * the storefront's own article. Unpublishing and publishing at once also act from the table.
 */
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { useTranslation } from '../../web/i18n/react.js';
import { Link, useSearchParams } from 'react-router';
import { ADMIN_DEFAULT_PAGE_SIZE } from '../../shared/contracts/admin/common.js';
import { AdminNewsResponseSchema, ListAdminNewsResponseSchema, NEWS_SORTS, NEWS_STATUSES, type AdminNewsRow } from '../../shared/contracts/admin/news.js';
import { PageFallback } from '../../web/app/layout/page-fallback.js';
import { FormMessage } from '../../web/components/ui/form.js';
import { useLanguage } from '../../web/i18n/use-language.js';
import { localized } from '../../web/lib/localized.js';
import { useAdminRead, useAdminWrite } from '../api.js';
import { StatusTag } from './news-status.js';
import { cellClass, FilterSelect, formatMoment, PagedTable, Screen, SearchBox, selectClass, smallButton } from '../components/parts.js';

const NewsForm = lazy(() => import('./news-form.js'));

export default function News() {
  const [params] = useSearchParams();
  const edit = params.get('edit');
  if (edit) return <Suspense fallback={<PageFallback />}><NewsForm id={edit === 'new' ? null : Number(edit)} /></Suspense>;
  return <NewsList />;
}

function NewsList() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const [typed, setTyped] = useState('');
  const [filters, setFilters] = useState({ q: '', status: '', sort: 'newest', page: 1, page_size: ADMIN_DEFAULT_PAGE_SIZE });
  const query = Object.fromEntries(Object.entries(filters).map(([key, value]) => [key, value === '' ? undefined : value]));
  const read = useAdminRead('listAdminNews', query, ListAdminNewsResponseSchema);
  const unpublish = useAdminWrite<{ id: number }, typeof AdminNewsResponseSchema>('unpublishNews', AdminNewsResponseSchema);
  const publish = useAdminWrite<{ id: number; published_at: string }, typeof AdminNewsResponseSchema>('publishNews', AdminNewsResponseSchema);
  const busy = unpublish.isPending || publish.isPending;
  const failed = unpublish.error ?? publish.error;
  const set = (key: keyof typeof filters) => (value: string) => setFilters((current) => ({ ...current, [key]: value, page: 1 }));
  const search = (event: FormEvent) => {
    event.preventDefault();
    setFilters((current) => ({ ...current, q: typed.trim(), page: 1 }));
  };

  return (
    <Screen title={t('news.title')} lead={t('news.lead')}>
      <div><Link to="/admin/news?edit=new" className="btn-primary">{t('news.create')}</Link></div>
      <form role="search" onSubmit={search} className="flex flex-wrap items-end gap-3">
        <SearchBox label={t('news.search')} value={typed} onChange={setTyped} />
        <FilterSelect label={t('news.status')} any={t('news.any')} value={filters.status}
          options={NEWS_STATUSES.map((status) => [status, t(`news.statuses.${status}`)])} onChange={set('status')} />
        <label className="flex flex-col gap-1.5 text-sm font-medium">
          {t('news.sort')}
          <select className={selectClass} value={filters.sort} onChange={(event) => set('sort')(event.target.value)}>
            {NEWS_SORTS.map((sort) => <option key={sort} value={sort}>{t(`news.sorts.${sort}`)}</option>)}
          </select>
        </label>
        <button type="submit" className="btn-primary">{t('news.searchButton')}</button>
      </form>
      <div aria-live="polite">
        {unpublish.isSuccess && <FormMessage kind="success">{t('news.publishing.unpublished')}</FormMessage>}
        {publish.isSuccess && <FormMessage kind="success">{t('news.publishing.published')}</FormMessage>}
      </div>
      {failed && <FormMessage kind="error">{failed.message}</FormMessage>}
      <PagedTable
        read={read} label={t('news.title')} empty={t('news.none')}
        columns={['ID', t('news.name'), t('news.status'), t('news.publication'), t('news.updated'), t('news.actions')]}
        onPage={(page) => setFilters((current) => ({ ...current, page }))}
        onPageSize={(page_size) => setFilters((current) => ({ ...current, page_size, page: 1 }))}
        row={(item: AdminNewsRow) => (
          <tr key={item.id} data-news-row={item.id}>
            <td className={`${cellClass} tabular-nums`}>{item.id}</td>
            <td className={cellClass}>
              <Link className="font-medium text-link underline-offset-2 hover:underline" to={`/admin/news?edit=${item.id}`}>
                {localized(item.name, language)}
              </Link>
              <span className="block text-xs text-text-secondary">{item.slug}</span>
            </td>
            <td className={cellClass}><StatusTag status={item.status} /></td>
            <td className={cellClass}>{item.published_at ? formatMoment(item.published_at) : t('news.notPublished')}</td>
            <td className={cellClass}>{formatMoment(item.updated_at)}</td>
            <td className={cellClass}>
              {item.status === 'unpublished' ? (
                <button type="button" className={smallButton} disabled={busy}
                  onClick={() => publish.mutate({ id: item.id, published_at: new Date().toISOString() })}>
                  {t('news.publishNow')}
                </button>
              ) : (
                <button type="button" className={smallButton} disabled={busy} onClick={() => unpublish.mutate({ id: item.id })}>
                  {t('news.unpublish')}
                </button>
              )}
            </td>
          </tr>
        )}
      />
    </Screen>
  );
}
