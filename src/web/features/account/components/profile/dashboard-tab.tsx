/**
 * The profile's dashboard (§2 Profile), with honest content only: notifications (none yet; the menu's
 * badge is 0), the Pixels wallet at 0, Coming soon (PROF-02), and the missions with their rewards
 * (PROF-04..06). Progress needs orders, which do not exist yet: the targets show without a fake bar.
 */
import { Bell, Gem, Gift, Target } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { MISSIONS } from '../../../../../shared/constants.js';
import { useLanguage } from '../../../../i18n/use-language.js';
import { formatNumber } from '../../../../lib/format.js';
import { ComingSoonMark, ProfileSection } from './profile-section.js';

export function DashboardTab() {
  const { t } = useTranslation('account');
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <ProfileSection id="notifications" title={t('profile.notifications.title')} icon={Bell}>
        <p className="text-text-secondary" data-empty="">{t('profile.notifications.empty')}</p>
      </ProfileSection>
      <PixelsWallet />
      <Missions />
    </div>
  );
}

function PixelsWallet() {
  const { t } = useTranslation('account');
  return (
    <ProfileSection title={t('profile.pixels.title')} icon={Gem} aside={<ComingSoonMark>{t('profile.pixels.comingSoon')}</ComingSoonMark>}>
      <p className="text-3xl font-semibold tabular-nums text-pixels" data-pixels-balance="">{t('profile.pixels.balance', { count: 0 })}</p>
      <p className="text-sm text-text-secondary">{t('profile.pixels.text')}</p>
    </ProfileSection>
  );
}

function Missions() {
  const { t } = useTranslation('account');
  const language = useLanguage();
  return (
    <ProfileSection id="missions" title={t('profile.missions.title')} icon={Target} className="lg:col-span-2">
      <p className="text-sm text-text-secondary">{t('profile.missions.intro')}</p>
      <ol className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
        {MISSIONS.map((mission) => (
          <li key={mission.orders} className="flex flex-col gap-1 rounded-control border border-border bg-page p-3" data-mission={mission.orders}>
            <span className="font-medium text-text">{t('profile.missions.goal', { count: mission.orders })}</span>
            <span className="inline-flex items-center gap-1.5 text-sm font-semibold tabular-nums text-pixels">
              <Gift aria-hidden="true" className="size-4" />
              {t('profile.missions.reward', { points: formatNumber(mission.points, language) })}
            </span>
          </li>
        ))}
      </ol>
      <div className="relative flex items-center gap-3 rounded-control border border-border bg-page p-3 pt-4" data-rewards-claimed="">
        <span className="text-sm text-text-secondary">{t('profile.missions.rewardsClaimed')}</span>
        <span className="text-2xl font-semibold tabular-nums text-text">0</span>
        {/* The Coming Soon ribbon of §1, hanging from the figure's top edge. */}
        <span className="absolute -top-px right-4 rounded-b-control bg-pixels px-2.5 pb-1 pt-0.5 text-[0.6875rem] font-bold uppercase tracking-wide text-page shadow-md shadow-black/40" data-coming-soon="">
          {t('profile.missions.comingSoon')}
        </span>
      </div>
    </ProfileSection>
  );
}
