/**
 * /admin/* (decision 0020): the only part of the back office in the storefront's router, a few hundred
 * bytes. It asks the server who the reader is (getAdminSession) and only then loads the back office
 * (`admin-app.tsx`, its own chunks): for anyone but an operator the answer is the 404 of an unknown call,
 * and /admin behaves like any unknown path (to the home page), without downloading anything more.
 */
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Navigate } from 'react-router';
import { AppFallback } from '../web/app/layout/page-fallback.js';

const AdminApp = lazy(() => import('./admin-app.js'));

/** The operator behind the session, 'enrol' for one without two-factor, or null for anyone else. */
export type AdminAccess = { status: 'operator'; email: string } | { status: 'enrol' } | null;

export const ADMIN_ACCESS_KEY = ['admin', 'access'] as const;

/**
 * 404 (the server's answer to anyone but an operator) is "not an operator", 403 "enrol first". Any other failure
 * (a 5xx while the store restarts, a 429) is thrown: a read again (the browser back online, the read stale) then
 * keeps the operator's last answer instead of sending them to the home page with their form unsaved; a first
 * read that fails still leads to the home page.
 */
async function readAccess(): Promise<AdminAccess> {
  const response = await fetch('/api/admin/getAdminSession', { headers: { accept: 'application/json' }, credentials: 'same-origin' });
  if (response.status === 403) return { status: 'enrol' };
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`getAdminSession answered ${response.status}`);
  const { email } = (await response.json()) as { email: string };
  return { status: 'operator', email };
}

export default function AdminEntry() {
  const access = useQuery({ queryKey: ADMIN_ACCESS_KEY, queryFn: readAccess, staleTime: 60_000, retry: false });
  if (access.isPending) return <AppFallback />;
  if (!access.data) return <Navigate to="/" replace />;
  return (
    <Suspense fallback={<AppFallback />}>
      <AdminApp access={access.data} />
    </Suspense>
  );
}
