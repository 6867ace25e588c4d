/** The avatar with its presence dot: grey for visitors (NAV-26), green once signed in (NAV-30). */
import { UserRound } from 'lucide-react';

export function UserAvatar({ signedIn }: { signedIn: boolean }) {
  return (
    <span className="relative inline-flex size-8 shrink-0 items-center justify-center rounded-full border border-border bg-overlay">
      <UserRound aria-hidden="true" className="size-4 text-text-secondary" />
      <span
        aria-hidden="true"
        data-presence={signedIn ? 'online' : 'offline'}
        className={`absolute -bottom-0.5 -right-0.5 size-3 rounded-full border-2 border-page ${signedIn ? 'bg-success' : 'bg-text-muted'}`}
      />
    </span>
  );
}
