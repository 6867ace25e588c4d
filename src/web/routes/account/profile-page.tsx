import { useTranslation } from 'react-i18next';
import { AccountUnavailable } from './account-unavailable.js';

export default function ProfilePage() {
  const { t } = useTranslation();
  return <AccountUnavailable title={t('account.titles.profile')} page="profile" />;
}
