/**
 * The avatar with its presence dot: grey for visitors (NAV-26), green once signed in (NAV-30), and no dot
 * while the session is still being read (AUTH-01), so a signed-in shopper never sees "disconnected".
 */
import { UserRound } from 'lucide-react';
import type { Session } from '../../../lib/session.js';

const DOT: Record<Session['status'], string> = { 'signed-in': 'bg-success', 'signed-out': 'bg-text-muted', loading: 'bg-transparent' };
const PRESENCE: Record<Session['status'], string> = { 'signed-in': 'online', 'signed-out': 'offline', loading: 'unknown' };

export function UserAvatar({ status }: { status: Session['status'] }) {
  return (
    <span className="relative inline-flex size-8 shrink-0 items-center justify-center rounded-full border border-border bg-overlay">
      <UserRound aria-hidden="true" className="size-4 text-text-secondary" />
      <span
        aria-hidden="true"
        data-presence={PRESENCE[status]}
        className={`absolute -bottom-0.5 -right-0.5 size-3 rounded-full border-2 ${status === 'loading' ? 'border-transparent' : 'border-page'} ${DOT[status]}`}
      />
    </span>
  );
}
