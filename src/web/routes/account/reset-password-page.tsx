import { useTranslation } from 'react-i18next';
import { AccountUnavailable } from './account-unavailable.js';

export default function ResetPasswordPage() {
  const { t } = useTranslation();
  return <AccountUnavailable title={t('account.titles.resetPassword')} page="resetPassword" />;
}
