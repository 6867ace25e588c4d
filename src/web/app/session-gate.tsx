/**
 * Route guards from the session (spec §2, §6): /profile and /checkout need a signed-in user (else /login
 * and / respectively); /login and /signup send signed-in users home.
 */
import { Navigate, Outlet } from 'react-router';
import { useSession } from '../lib/session.js';
import { PageFallback } from './layout/page-fallback.js';

interface SessionGateProps {
  allow: 'signed-in' | 'signed-out';
  redirectTo: string;
}

export function SessionGate({ allow, redirectTo }: SessionGateProps) {
  const session = useSession();
  if (session.status === 'loading') return <PageFallback />;
  if (session.status !== allow) return <Navigate to={redirectTo} replace />;
  return <Outlet />;
}
