/**
 * Audit log (issue 12 §10): filters, paging on the server, each entry's changes shown field by field. Actions
 * and target types are named in words, their codes beside them: the target-type filter takes the code, and an
 * action or type without a text yet (an old row) shows its code alone.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../web/i18n/react.js';
import { ListAuditLogResponseSchema, type AuditAction, type AuditEntryRow, type AuditTargetType } from '../../shared/contracts/admin/audit.js';
import { ADMIN_DEFAULT_PAGE_SIZE } from '../../shared/contracts/admin/common.js';
import { inputClass } from '../../web/components/ui/form.js';
import { useAdminRead } from '../api.js';
import { cellClass, formatMoment, PagedTable, Screen, selectClass } from '../components/parts.js';

const EMPTY = { actor: '', action: '', target_type: '', target_id: '', from: '', to: '' };
type Filters = typeof EMPTY;

const show = (value: unknown) => (value === undefined || value === null ? '' : typeof value === 'string' ? value : JSON.stringify(value));

/** The fields an entry changed (or every field of a creation or deletion), before and after. */
function changedFields(entry: AuditEntryRow): { field: string; before: string; after: string }[] {
  const before = (entry.before && typeof entry.before === 'object' ? entry.before : {}) as Record<string, unknown>;
  const after = (entry.after && typeof entry.after === 'object' ? entry.after : {}) as Record<string, unknown>;
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields
    .map((field) => ({ field, before: show(before[field]), after: show(after[field]) }))
    .filter((row) => row.before !== row.after);
}

export default function AuditLog() {
  const { t } = useTranslation('admin');
  const actionLabel = (action: string) => t(`audit.actions.${action as AuditAction}`, { defaultValue: action });
  const targetLabel = (type: string) => t(`audit.targets.${type as AuditTargetType}`, { defaultValue: type });
  const [typed, setTyped] = useState<Filters>(EMPTY);
  const [filters, setFilters] = useState<Filters>(EMPTY);
  const [paging, setPaging] = useState({ page: 1, page_size: ADMIN_DEFAULT_PAGE_SIZE });
  const query = Object.fromEntries(Object.entries(filters).filter(([, value]) => value)) as Partial<Filters>;
  const read = useAdminRead('listAuditLog', { ...query, ...paging }, ListAuditLogResponseSchema);
  const apply = (event: FormEvent) => {
    event.preventDefault();
    setFilters({ ...typed, actor: typed.actor.trim(), target_type: typed.target_type.trim(), target_id: typed.target_id.trim() });
    setPaging((current) => ({ ...current, page: 1 }));
  };
  const field = (name: keyof Filters, label: string, type = 'text') => (
    <label className="flex flex-col gap-1.5 text-sm font-medium">
      {label}
      <input type={type} className={inputClass} value={typed[name]} onChange={(event) => setTyped((current) => ({ ...current, [name]: event.target.value }))} />
    </label>
  );

  return (
    <Screen title={t('audit.title')} lead={t('audit.lead')}>
      <form onSubmit={apply} className="grid grid-cols-1 items-end gap-3 sm:grid-cols-2 lg:grid-cols-4" aria-label={t('audit.filter')}>
        {field('actor', t('audit.actor'))}
        <label className="flex flex-col gap-1.5 text-sm font-medium">
          {t('audit.action')}
          <select className={selectClass} value={typed.action} onChange={(event) => setTyped((current) => ({ ...current, action: event.target.value }))}>
            <option value="">{t('audit.anyAction')}</option>
            {read.data?.actions.map((action) => <option key={action} value={action}>{`${actionLabel(action)} · ${action}`}</option>)}
          </select>
        </label>
        {field('target_type', t('audit.targetType'))}
        {field('target_id', t('audit.targetId'))}
        {field('from', t('audit.from'), 'date')}
        {field('to', t('audit.to'), 'date')}
        <div className="flex gap-2">
          <button type="submit" className="btn-primary">{t('audit.filter')}</button>
          <button type="button" className="btn-secondary" onClick={() => {
            setTyped(EMPTY);
            setFilters(EMPTY);
            setPaging((current) => ({ ...current, page: 1 }));
          }}>{t('audit.clear')}</button>
        </div>
      </form>
      <PagedTable
        read={read} label={t('audit.title')} empty={t('audit.none')}
        columns={[t('audit.when'), t('audit.actor'), t('audit.action'), t('audit.target'), t('audit.changes')]}
        onPage={(page) => setPaging((current) => ({ ...current, page }))}
        onPageSize={(page_size) => setPaging({ page: 1, page_size })}
        row={(entry) => (
              <tr key={entry.id} data-audit-action={entry.action}>
                <td className={`${cellClass} whitespace-nowrap`}>{formatMoment(entry.created_at)}</td>
                <td className={`${cellClass} break-all`}>{entry.actor}{entry.client_address && <div className="text-xs text-text-muted">{entry.client_address}</div>}</td>
                <td className={cellClass} data-audit-label="">{actionLabel(entry.action)}<code className="block font-mono text-xs text-text-muted">{entry.action}</code></td>
                <td className={`${cellClass} break-all text-xs`}>
                  {targetLabel(entry.target_type)} <code className="font-mono text-text-muted">{entry.target_type}</code>
                  <div className="font-mono text-text-muted">{entry.target_id ?? ''}</div>
                </td>
                <td className={cellClass}>
                  <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-xs">
                    {changedFields(entry).map((row) => (
                      <div key={row.field} className="contents">
                        <dt className="font-semibold">{row.field}</dt>
                        <dd className="break-all">
                          <span className="sr-only">{t('audit.before')}: </span>
                          <del className="text-text-muted">{row.before || t('audit.nothing')}</del>
                          <span aria-hidden="true"> → </span>
                          <span className="sr-only">, {t('audit.after')}: </span>
                          <ins className="no-underline">{row.after || t('audit.nothing')}</ins>
                        </dd>
                      </div>
                    ))}
                  </dl>
                </td>
              </tr>
        )}
      />
    </Screen>
  );
}
