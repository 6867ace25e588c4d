/**
 * /profile (spec §2 Profile), signed-in only (SessionGate): the header, the e-mail verification notice
 * when the address is not verified, and the tabs of §2: dashboard, orders (PROF-14/15), wishlist
 * (PROF-18..20) and configuration.
 */
import { useTranslation } from '../../i18n/react.js';
import { Tabs } from '../../components/ui/tabs.js';
import { ConfigurationTab } from '../../features/account/components/profile/configuration-tab.js';
import { DashboardTab } from '../../features/account/components/profile/dashboard-tab.js';
import { EmailVerificationNotice } from '../../features/account/components/profile/email-verification-notice.js';
import { ProfileHeader } from '../../features/account/components/profile/profile-header.js';
import { OrdersTab } from '../../features/orders/components/orders-tab.js';
import { WishlistTab } from '../../features/wishlist/components/wishlist-tab.js';
import { useSession, type SessionUser } from '../../lib/session.js';
import { usePageTitle } from '../../lib/use-page-title.js';
import { useProfileTab, useScrollToFragment } from './use-profile-tab.js';

export default function ProfilePage() {
  const session = useSession();
  // The guard lets only signed-in users in; this covers the moment of signing out.
  if (session.status !== 'signed-in') return null;
  return <Profile user={session.user} />;
}

function Profile({ user }: { user: SessionUser }) {
  const { t } = useTranslation('account');
  const { t: tCommon } = useTranslation();
  usePageTitle(tCommon('account.titles.profile'));
  const [tab, selectTab] = useProfileTab();
  useScrollToFragment(tab);
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-4 px-4 py-6 md:px-6 md:py-10" data-page="profile">
      <ProfileHeader user={user} />
      {!user.emailVerified && <EmailVerificationNotice email={user.email} />}
      <Tabs
        label={t('profile.tabsLabel')}
        selected={tab}
        onSelect={selectTab}
        className="mt-2"
        tabs={[
          { id: 'dashboard', label: t('profile.tabs.dashboard'), content: <DashboardTab /> },
          { id: 'orders', label: t('profile.tabs.orders'), content: <OrdersTab /> },
          { id: 'wishlist', label: t('profile.tabs.wishlist'), content: <WishlistTab /> },
          { id: 'configuration', label: t('profile.tabs.configuration'), content: <ConfigurationTab user={user} /> },
        ]}
      />
    </div>
  );
}
