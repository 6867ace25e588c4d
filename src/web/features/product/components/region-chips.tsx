/** Region chips (§2 card, §3 region list): the first few, then "+N". */
import { useTranslation } from '../../../i18n/react.js';
import type { Region } from '../../../../shared/constants.js';

export function RegionChips({ regions, max }: { regions: readonly Region[]; max: number }) {
  const { t } = useTranslation();
  const shown = regions.slice(0, max);
  const hidden = regions.length - shown.length;
  return (
    <ul className="flex min-w-0 flex-wrap gap-1" aria-label={t('card.regions')}>
      {shown.map((region) => (
        <li key={region} className="rounded-full border border-border px-2 py-0.5 text-[0.6875rem] font-medium uppercase tracking-wide text-text-secondary">
          {t(`regions.${region}`)}
        </li>
      ))}
      {hidden > 0 && (
        <li className="rounded-full border border-border px-2 py-0.5 text-[0.6875rem] font-medium text-text-secondary">
          <span aria-hidden="true">+{hidden}</span>
          <span className="sr-only">{t('card.moreRegions', { count: hidden })}</span>
        </li>
      )}
    </ul>
  );
}
