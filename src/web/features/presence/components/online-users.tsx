/**
 * The online-users figure (decision 7, HOME-30/31): a green dot and "N online now", refreshed every 10 s.
 * Until the first answer its box holds an invisible figure of the same shape, so nothing moves when the
 * real one arrives; a failed read keeps the blank rather than a made-up number.
 */
import { useTranslation } from '../../../i18n/react.js';
import { useLanguage } from '../../../i18n/use-language.js';
import { formatNumber } from '../../../lib/format.js';
import { useOnlineUsers } from '../api/get-online-users.js';

/** A stand-in of two digits, the usual size of the figure, for the space kept before it is known. */
const PLACEHOLDER = 88;

export function OnlineUsers({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const online = useOnlineUsers();
  const known = online.data !== undefined;
  const count = online.data ?? PLACEHOLDER;
  return (
    <p
      className={`inline-flex h-7 items-center gap-2 whitespace-nowrap rounded-full border border-border bg-page/70 px-3 text-xs font-semibold text-text ${className}`}
      data-online-figure=""
      data-online-users={known ? count : undefined}
    >
      <span aria-hidden="true" className={`size-2 shrink-0 rounded-full ${known ? 'bg-success' : 'bg-transparent'}`} />
      <span className={`tabular-nums ${known ? '' : 'invisible'}`} aria-hidden={known ? undefined : true}>
        {t('home.online', { count, formatted: formatNumber(count, language) })}
      </span>
    </p>
  );
}
