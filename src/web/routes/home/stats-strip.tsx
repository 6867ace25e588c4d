/**
 * Stats strip (spec §2 Home, HOME-25): products sold, registered users and the total saved, in euros
 * with no decimals (§9). The figures are the store's own (getStats), never made up.
 */
import { PiggyBank, ShoppingBag, Users } from 'lucide-react';
import { useTranslation } from '../../i18n/react.js';
import { formatEuros } from '../../../shared/money.js';
import { useStats } from '../../features/stats/api/get-stats.js';
import { useLanguage } from '../../i18n/use-language.js';
import { formatNumber } from '../../lib/format.js';

export function StatsStrip() {
  const { t } = useTranslation();
  const language = useLanguage();
  const stats = useStats();
  if (stats.isError) return null;
  const figures = [
    { key: 'sold', Icon: ShoppingBag, label: t('home.stats.sold'), value: stats.data && formatNumber(stats.data.products_sold, language) },
    { key: 'users', Icon: Users, label: t('home.stats.users'), value: stats.data && formatNumber(stats.data.users_registered, language) },
    { key: 'saved', Icon: PiggyBank, label: t('home.stats.saved'), value: stats.data && formatEuros(stats.data.total_saved * 100, language, 0) },
  ];
  return (
    <ul className="grid gap-px overflow-hidden rounded-card border border-border bg-border sm:grid-cols-3" data-stats-strip="">
      {figures.map(({ key, Icon, label, value }) => (
        <li key={key} className="flex items-center gap-4 bg-raised p-5" data-stat={key}>
          <Icon aria-hidden="true" className="size-7 shrink-0 text-pixels" />
          <p className="flex flex-col">
            <span className="min-h-8 text-2xl font-semibold tabular-nums text-text" data-stat-value="">
              {value ?? <span className="skeleton inline-block h-7 w-24 rounded align-middle" aria-hidden="true" />}
            </span>
            <span className="text-sm text-text-secondary">{label}</span>
          </p>
        </li>
      ))}
    </ul>
  );
}
