/**
 * The profile's dashboard (§2 Profile), with honest content only: the Pixels countdown (PROF-07..09),
 * notifications (none yet; the menu's badge is 0), the Pixels wallet at 0, Coming soon (PROF-02), the
 * total saved on the shopper's own paid orders, in whole euros (PROF-03), the missions with their rewards
 * and the progress of the shopper's paid orders (PROF-04..06), and the newsletter pop-up (PROF-10).
 */
import { Bell, Gem, Gift, PiggyBank, Target } from 'lucide-react';
import { useTranslation } from '../../../../i18n/react.js';
import { MISSIONS } from '../../../../../shared/constants.js';
import type { UserOrder } from '../../../../../shared/contracts/get-user-orders.js';
import { eurosToCents, formatEuros } from '../../../../../shared/money.js';
import { useLanguage } from '../../../../i18n/use-language.js';
import { formatNumber } from '../../../../lib/format.js';
import { useSession } from '../../../../lib/session.js';
import { useUserOrders } from '../../../orders/api/get-user-orders.js';
import { NewsletterPopup } from './newsletter-popup.js';
import { PixelsCountdown } from './pixels-countdown.js';
import { ComingSoonMark, ProfileSection } from './profile-section.js';

/** Orders the shopper has paid for and kept: what missions count and savings sum. */
const PAID_STATUSES = new Set(['completed', 'processing', 'shipped', 'delivered', 'redeemed']);

export function paidOrders(orders: readonly UserOrder[]): UserOrder[] {
  return orders.filter((order) => PAID_STATUSES.has(order.status));
}

export function DashboardTab() {
  const { t } = useTranslation('account');
  const session = useSession();
  const orders = useUserOrders();
  const paid = paidOrders(orders.orders);
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <PixelsCountdown />
      <ProfileSection id="notifications" title={t('profile.notifications.title')} icon={Bell}>
        <p className="text-text-secondary" data-empty="">{t('profile.notifications.empty')}</p>
      </ProfileSection>
      <PixelsWallet />
      <TotalSaved paid={paid} loaded={orders.isSuccess} />
      {session.user && <NewsletterPopup email={session.user.email} />}
      <Missions paidCount={orders.isSuccess ? paid.length : null} />
    </div>
  );
}

function TotalSaved({ paid, loaded }: { paid: UserOrder[]; loaded: boolean }) {
  const { t } = useTranslation('account');
  const language = useLanguage();
  const savedCents = paid.reduce((sum, order) => sum + eurosToCents(order.total_discount), 0);
  return (
    <ProfileSection title={t('profile.saved.title')} icon={PiggyBank}>
      {loaded ? (
        <p className="text-3xl font-semibold tabular-nums text-success" data-total-saved={savedCents}>{formatEuros(savedCents, language, 0)}</p>
      ) : (
        <div className="skeleton h-9 w-24 rounded-control" aria-hidden="true" />
      )}
      <p className="text-sm text-text-secondary">{loaded && paid.length === 0 ? t('profile.saved.none') : t('profile.saved.text')}</p>
    </ProfileSection>
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

function Missions({ paidCount }: { paidCount: number | null }) {
  const { t } = useTranslation('account');
  const language = useLanguage();
  return (
    <ProfileSection id="missions" title={t('profile.missions.title')} icon={Target} className="lg:col-span-2">
      <p className="text-sm text-text-secondary">{t('profile.missions.intro')}</p>
      <ol className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
        {MISSIONS.map((mission) => (
          <li key={mission.orders} className="flex flex-col gap-1 rounded-control border border-border bg-page p-3" data-mission={mission.orders}>
            <span className="font-medium text-text">{t('profile.missions.goal', { count: mission.orders })}</span>
            {paidCount !== null && <MissionProgress done={Math.min(paidCount, mission.orders)} count={mission.orders} goal={t('profile.missions.goal', { count: mission.orders })} />}
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

function MissionProgress({ done, count, goal }: { done: number; count: number; goal: string }) {
  const { t } = useTranslation('account');
  const complete = done >= count;
  return (
    <div className="flex flex-col gap-1" data-mission-progress={done}>
      <div
        role="progressbar"
        aria-label={t('profile.missionsProgress.label', { goal })}
        aria-valuemin={0}
        aria-valuemax={count}
        aria-valuenow={done}
        className="h-2 overflow-hidden rounded-full bg-overlay"
      >
        <div className={`h-full rounded-full ${complete ? 'bg-success' : 'bg-link'}`} style={{ width: `${(done / count) * 100}%` }} />
      </div>
      <span className="text-xs tabular-nums text-text-secondary">
        {complete ? t('profile.missionsProgress.done') : t('profile.missionsProgress.progress', { done, count })}
      </span>
    </div>
  );
}
