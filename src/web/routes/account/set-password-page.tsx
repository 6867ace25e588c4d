import { useTranslation } from 'react-i18next';
import { AccountUnavailable } from './account-unavailable.js';

export default function SetPasswordPage() {
  const { t } = useTranslation();
  return <AccountUnavailable title={t('account.titles.setPassword')} page="setPassword" />;
}
