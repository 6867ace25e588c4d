/** Newsletter (issue 12 §8): subscribers, searched and paged on the server, and their CSV file. */
import { Download } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../web/i18n/react.js';
import { ADMIN_DEFAULT_PAGE_SIZE } from '../../shared/contracts/admin/common.js';
import { ListSubscribersResponseSchema, SUBSCRIBER_STATUSES } from '../../shared/contracts/admin/newsletter.js';
import { adminDownloadUrl, useAdminRead } from '../api.js';
import { cellClass, FilterSelect, formatMoment, PagedTable, Screen, SearchBox } from '../components/parts.js';

export default function Newsletter() {
  const { t } = useTranslation('admin');
  const [typed, setTyped] = useState('');
  const [filters, setFilters] = useState({ q: '', status: '', page: 1, page_size: ADMIN_DEFAULT_PAGE_SIZE });
  const read = useAdminRead('listNewsletterSubscribers', {
    q: filters.q || undefined, status: filters.status || undefined, page: filters.page, page_size: filters.page_size,
  }, ListSubscribersResponseSchema);
  const search = (event: FormEvent) => {
    event.preventDefault();
    setFilters((current) => ({ ...current, q: typed.trim(), page: 1 }));
  };

  return (
    <Screen title={t('newsletter.title')} lead={t('newsletter.lead')}>
      <form role="search" onSubmit={search} className="flex flex-wrap items-end gap-3">
        <SearchBox label={t('newsletter.search')} value={typed} onChange={setTyped} />
        <FilterSelect label={t('newsletter.status')} any={t('newsletter.anyStatus')} value={filters.status}
          options={SUBSCRIBER_STATUSES.map((status) => [status, t(`newsletter.${status}`)])}
          onChange={(status) => setFilters((current) => ({ ...current, status, page: 1 }))} />
        <button type="submit" className="btn-primary">{t('newsletter.searchButton')}</button>
        <a className="btn-secondary" href={adminDownloadUrl('exportNewsletterSubscribers', { status: filters.status || undefined })} download aria-describedby="csv-hint">
          <Download aria-hidden="true" className="size-4" />
          {t('newsletter.download')}
        </a>
      </form>
      <p id="csv-hint" className="text-sm text-text-secondary">{t('newsletter.downloadHint')}</p>
      <PagedTable
        read={read} label={t('newsletter.title')} empty={t('newsletter.none')}
        columns={[t('newsletter.email'), t('newsletter.status'), t('newsletter.language'), t('newsletter.subscribed')]}
        onPage={(page) => setFilters((current) => ({ ...current, page }))}
        onPageSize={(page_size) => setFilters((current) => ({ ...current, page_size, page: 1 }))}
        row={(row) => (
              <tr key={row.email}>
                <td className={`${cellClass} break-all`}>{row.email}</td>
                <td className={cellClass}>{t(`newsletter.${row.status}`)}</td>
                <td className={cellClass}>{row.language}</td>
                <td className={cellClass}>{formatMoment(row.subscribed_at)}</td>
              </tr>
        )}
      />
    </Screen>
  );
}
