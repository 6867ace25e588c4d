/**
 * One titled block of the profile (a card with its h2). With an id it is a target of the account menu's
 * links (#notifications, #missions): it takes focus when jumped to, and the html scroll padding keeps its
 * heading clear of the fixed top bar.
 */
import type { LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';

interface ProfileSectionProps {
  id?: string;
  title: string;
  icon: LucideIcon;
  /** Beside the title: a status or a Coming soon mark. */
  aside?: ReactNode;
  tone?: 'default' | 'danger';
  className?: string;
  children: ReactNode;
}

export function ProfileSection({ id, title, icon: Icon, aside, tone = 'default', className = '', children }: ProfileSectionProps) {
  const headingId = useId();
  const border = tone === 'danger' ? 'border-danger/50' : 'border-border';
  return (
    <section
      id={id}
      tabIndex={id ? -1 : undefined}
      aria-labelledby={headingId}
      data-profile-section={id ?? ''}
      className={`relative flex min-w-0 flex-col gap-3 overflow-hidden rounded-card border ${border} bg-raised p-4 md:p-5 ${className}`}
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <Icon aria-hidden="true" className={`size-5 shrink-0 ${tone === 'danger' ? 'text-danger-text' : 'text-link'}`} />
        <h2 id={headingId} className="text-lg font-semibold text-text">{title}</h2>
        {aside}
      </div>
      {children}
    </section>
  );
}

/** The small "Coming soon" mark of §1 (Pixels, rewards), in the Pixels colour. */
export function ComingSoonMark({ children }: { children: ReactNode }) {
  return (
    <span className="whitespace-nowrap rounded-full border border-pixels/40 px-2 py-0.5 text-xs font-semibold uppercase tracking-wide text-pixels" data-coming-soon="">
      {children}
    </span>
  );
}
