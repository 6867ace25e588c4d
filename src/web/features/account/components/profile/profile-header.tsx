/**
 * The profile's header (§2 Profile; PROF-11..13): the full name, else the e-mail; the fixed level label
 * (a placeholder, §1); and the member-since date in the reader's language and time zone (decision 30).
 */
import { CalendarDays, Trophy, UserRound } from 'lucide-react';
import { useTranslation } from '../../../../i18n/react.js';
import { PLACEHOLDER_LEVEL } from '../../../../../shared/constants.js';
import { useLanguage } from '../../../../i18n/use-language.js';
import { formatDate } from '../../../../lib/format.js';
import { displayName, type SessionUser } from '../../../../lib/session.js';

export function ProfileHeader({ user }: { user: SessionUser }) {
  const { t } = useTranslation('account');
  const language = useLanguage();
  return (
    <header className="flex flex-col gap-4 rounded-card border border-border bg-raised p-5 sm:flex-row sm:items-center md:p-6" data-profile-header="">
      <span className="inline-flex size-16 shrink-0 items-center justify-center rounded-full border border-border bg-overlay">
        <UserRound aria-hidden="true" className="size-8 text-link" />
      </span>
      <div className="flex min-w-0 flex-col gap-2">
        <h1 className="text-2xl font-semibold tracking-tight text-text [overflow-wrap:anywhere] md:text-3xl" data-profile-name="">
          {displayName(user)}
        </h1>
        {user.fullName && <p className="text-sm text-text-secondary [overflow-wrap:anywhere]">{user.email}</p>}
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
          <span className="inline-flex items-center gap-1.5 rounded-full border border-link/40 px-2.5 py-0.5 font-semibold text-link" data-level="">
            <Trophy aria-hidden="true" className="size-4" />
            {t('profile.header.level', { level: PLACEHOLDER_LEVEL })}
          </span>
          <span className="inline-flex items-center gap-1.5 text-text-secondary" data-member-since="">
            <CalendarDays aria-hidden="true" className="size-4" />
            {t('profile.header.memberSince', { date: formatDate(user.createdAt, language) })}
          </span>
        </div>
      </div>
    </header>
  );
}
