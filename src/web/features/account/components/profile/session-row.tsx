/** One active session: device in simple words, "this device" mark, address, last activity, sign-in time, and sign out. */
import { Monitor, Smartphone, Tablet } from 'lucide-react';
import { useTranslation } from '../../../../i18n/react.js';
import { useLanguage } from '../../../../i18n/use-language.js';
import { formatDateTime } from '../../../../lib/format.js';
import type { ActiveSession } from '../../api/list-sessions.js';
import { describeUserAgent } from '../../lib/describe-user-agent.js';

const KIND_ICONS = { phone: Smartphone, tablet: Tablet, computer: Monitor } as const;

interface SessionRowProps {
  session: ActiveSession;
  busy: boolean;
  disabled: boolean;
  onSignOut(): void;
}

export function SessionRow({ session, busy, disabled, onSignOut }: SessionRowProps) {
  const { t } = useTranslation('account');
  const language = useLanguage();
  const device = describeUserAgent(session.userAgent);
  const name = !device.browser && !device.system
    ? t('profile.sessions.unknownDevice')
    : t('profile.sessions.device', {
      browser: device.browser ?? t('profile.sessions.unknownBrowser'),
      system: device.system ?? t('profile.sessions.unknownSystem'),
    });
  const lastActive = formatDateTime(session.updatedAt, language);
  const Icon = KIND_ICONS[device.kind];
  return (
    <li className="flex flex-col gap-3 rounded-control border border-border bg-page p-3 sm:flex-row sm:items-center" data-session={session.isCurrent ? 'current' : 'other'}>
      <Icon aria-hidden="true" className="hidden size-6 shrink-0 text-text-secondary sm:block" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-medium text-text">{name}</span>
          {session.isCurrent && (
            <span className="rounded-full border border-success/60 px-2 py-0.5 text-xs font-semibold text-success" data-this-device="">
              {t('profile.sessions.thisDevice')}
            </span>
          )}
        </p>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
          <dt className="text-text-muted">{t('profile.sessions.address')}</dt>
          <dd className="text-text-secondary [overflow-wrap:anywhere]">{session.ipAddress || t('profile.sessions.unknownAddress')}</dd>
          <dt className="text-text-muted">{t('profile.sessions.lastActive')}</dt>
          <dd className="text-text-secondary">{lastActive}</dd>
          <dt className="text-text-muted">{t('profile.sessions.signedIn')}</dt>
          <dd className="text-text-secondary">{formatDateTime(session.createdAt, language)}</dd>
        </dl>
      </div>
      {!session.isCurrent && (
        <button
          type="button"
          className="btn-secondary self-start sm:self-center"
          disabled={disabled}
          aria-busy={busy || undefined}
          aria-label={t('profile.sessions.signOutOf', { device: name, date: lastActive })}
          onClick={onSignOut}
        >
          {busy ? t('profile.sessions.signingOut') : t('profile.sessions.signOut')}
        </button>
      )}
    </li>
  );
}
