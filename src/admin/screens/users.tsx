/** Users (issue 12 §8): search and page on the server; grant or remove the operator role; block or unblock. */
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../web/i18n/react.js';
import { ADMIN_DEFAULT_PAGE_SIZE } from '../../shared/contracts/admin/common.js';
import { BLOCK_REASON_MAX, ListUsersResponseSchema, UserChangeResponseSchema, type AdminUser } from '../../shared/contracts/admin/users.js';
import { FormMessage } from '../../web/components/ui/form.js';
import { useAdminRead, useAdminWrite } from '../api.js';
import { ConfirmDialog } from '../components/confirm-dialog.js';
import { cellClass, FilterSelect, formatMoment, PagedTable, Screen, SearchBox, smallButton } from '../components/parts.js';
import { useSession } from '../../web/lib/session.js';

type Change = { user: AdminUser; kind: 'makeOperator' | 'removeOperator' | 'block' | 'unblock' };

export default function Users() {
  const { t } = useTranslation('admin');
  const me = useSession().user?.id;
  const [typed, setTyped] = useState('');
  const [filters, setFilters] = useState({ q: '', role: '', blocked: '', page: 1, page_size: ADMIN_DEFAULT_PAGE_SIZE });
  const read = useAdminRead('listUsers', {
    q: filters.q || undefined, role: filters.role || undefined, blocked: filters.blocked || undefined, page: filters.page, page_size: filters.page_size,
  }, ListUsersResponseSchema);
  const setRole = useAdminWrite<{ id: string; role: 'user' | 'admin' }, typeof UserChangeResponseSchema>('setUserRole', UserChangeResponseSchema);
  const block = useAdminWrite<{ id: string; reason?: string }, typeof UserChangeResponseSchema>('blockUser', UserChangeResponseSchema);
  const unblock = useAdminWrite<{ id: string }, typeof UserChangeResponseSchema>('unblockUser', UserChangeResponseSchema);
  const [change, setChange] = useState<Change | null>(null);
  const [notice, setNotice] = useState(false);
  const writing = setRole.isPending || block.isPending || unblock.isPending;
  const writeError = setRole.error ?? block.error ?? unblock.error;

  const search = (event: FormEvent) => {
    event.preventDefault();
    setFilters((current) => ({ ...current, q: typed.trim(), page: 1 }));
  };
  const open = (next: Change) => {
    setRole.reset();
    block.reset();
    unblock.reset();
    setNotice(false);
    setChange(next);
  };
  const confirm = (reason: string) => {
    if (!change) return;
    const done = { onSuccess: () => { setChange(null); setNotice(true); } };
    const id = change.user.id;
    if (change.kind === 'makeOperator') setRole.mutate({ id, role: 'admin' }, done);
    if (change.kind === 'removeOperator') setRole.mutate({ id, role: 'user' }, done);
    if (change.kind === 'block') block.mutate({ id, ...(reason ? { reason } : {}) }, done);
    if (change.kind === 'unblock') unblock.mutate({ id }, done);
  };

  return (
    <Screen title={t('users.title')} lead={t('users.lead')}>
      <form role="search" onSubmit={search} className="flex flex-wrap items-end gap-3">
        <SearchBox label={t('users.search')} value={typed} onChange={setTyped} />
        <FilterSelect label={t('users.role')} any={t('users.anyRole')} value={filters.role}
          options={[['user', t('users.roleUser')], ['admin', t('users.roleAdmin')]]}
          onChange={(role) => setFilters((current) => ({ ...current, role, page: 1 }))} />
        <FilterSelect label={t('users.status')} any={t('users.anyStatus')} value={filters.blocked}
          options={[['false', t('users.active')], ['true', t('users.blocked')]]}
          onChange={(blocked) => setFilters((current) => ({ ...current, blocked, page: 1 }))} />
        <button type="submit" className="btn-primary">{t('users.searchButton')}</button>
      </form>
      <div aria-live="polite">{notice && <FormMessage kind="success">{t('users.done')}</FormMessage>}</div>
      <PagedTable
        read={read} label={t('users.title')} empty={t('users.none')}
        columns={[t('users.email'), t('users.name'), t('users.role'), t('users.status'), t('users.twoFactor'), [t('users.orders'), 'right'], t('users.joined'), t('users.actions')]}
        onPage={(page) => setFilters((current) => ({ ...current, page }))}
        onPageSize={(page_size) => setFilters((current) => ({ ...current, page_size, page: 1 }))}
        row={(user) => (
              <tr key={user.id} data-user={user.email}>
                <td className={`${cellClass} break-all`}>{user.email}{user.id === me && <span className="text-text-secondary"> ({t('users.you')})</span>}</td>
                <td className={cellClass}>{user.name}</td>
                <td className={cellClass}>{user.role === 'admin' ? t('users.roleAdmin') : t('users.roleUser')}</td>
                <td className={`${cellClass} ${user.blocked ? 'font-semibold text-danger-text' : ''}`}>{user.blocked ? t('users.blocked') : t('users.active')}</td>
                <td className={cellClass}>{user.two_factor_enabled ? t('users.on') : t('users.off')}</td>
                <td className={`${cellClass} text-right tabular-nums`}>{user.orders}</td>
                <td className={cellClass}>{formatMoment(user.created_at)}</td>
                <td className={cellClass}>
                  <div className="flex flex-wrap gap-2">
                    <button type="button" className={smallButton} onClick={() => open({ user, kind: user.role === 'admin' ? 'removeOperator' : 'makeOperator' })}>
                      {user.role === 'admin' ? t('users.removeOperator') : t('users.makeOperator')}
                    </button>
                    {user.id !== me && (
                      <button type="button" className={smallButton} onClick={() => open({ user, kind: user.blocked ? 'unblock' : 'block' })}>
                        {user.blocked ? t('users.unblock') : t('users.block')}
                      </button>
                    )}
                  </div>
                </td>
              </tr>
        )}
      />
      {change && (
        <ConfirmDialog
          title={t(`users.${change.kind}`)}
          message={<p>{t(`users.confirm${change.kind.charAt(0).toUpperCase()}${change.kind.slice(1)}` as 'users.confirmBlock', { email: change.user.email })}</p>}
          confirmLabel={t(`users.${change.kind}`)}
          field={change.kind === 'block' ? { label: t('users.blockReason'), maxLength: BLOCK_REASON_MAX } : undefined}
          busy={writing}
          error={writeError?.message}
          danger={change.kind === 'block' || change.kind === 'removeOperator'}
          onClose={() => setChange(null)}
          onConfirm={confirm}
        />
      )}
    </Screen>
  );
}
