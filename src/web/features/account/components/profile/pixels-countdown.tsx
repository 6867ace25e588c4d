/**
 * The coming-soon banner of the dashboard (§2 Profile, decision 8; PROF-07..09): a countdown to the
 * Pixels launch (the store's configuration, `pixels_launch_at` of getStoreInfo; 3 April 2025 by default),
 * re-read every 60 s (§9). Once the date has passed it says "coming soon" plainly, never a negative time.
 */
import { Sparkles } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../../i18n/react.js';
import { COUNTDOWN_REFRESH_MS } from '../../../../../shared/constants.js';
import { useStoreInfo } from '../../../store-info/api/get-store-info.js';
import { timeLeft } from '../../lib/time-left.js';

export function PixelsCountdown() {
  const { t } = useTranslation('account');
  const info = useStoreInfo();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), COUNTDOWN_REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  if (!info.data) return null;
  const left = timeLeft(Date.parse(info.data.pixels_launch_at), now);
  return (
    <section
      aria-labelledby="countdown-title"
      className="flex flex-col gap-3 rounded-card border border-pixels/50 bg-raised p-4 md:flex-row md:items-center md:gap-5 md:p-5 lg:col-span-2"
      data-countdown={left ? 'running' : 'over'}
    >
      <Sparkles aria-hidden="true" className="size-8 shrink-0 text-pixels" />
      <div className="flex min-w-0 flex-col gap-1">
        <h2 id="countdown-title" className="text-lg font-semibold">{t('profile.countdown.title')}</h2>
        <p className="text-sm text-text-secondary">{left ? t('profile.countdown.text') : t('profile.countdown.soon')}</p>
      </div>
      {left && (
        <p className="flex flex-wrap gap-2 md:ml-auto" data-countdown-left="">
          {(['days', 'hours', 'minutes'] as const).map((unit) => (
            <span key={unit} className="rounded-control border border-border bg-page px-3 py-1.5 text-sm font-semibold tabular-nums text-text" data-unit={unit}>
              {t(`profile.countdown.${unit}`, { count: left[unit] })}
            </span>
          ))}
        </p>
      )}
    </section>
  );
}
