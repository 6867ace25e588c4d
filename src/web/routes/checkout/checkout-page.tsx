/** /checkout: only signed-in users reach it (the guard sends visitors to /); built with the cart work. */
import { AccountUnavailable } from '../account/account-unavailable.js';
import { useTranslation } from 'react-i18next';

export default function CheckoutPage() {
  const { t } = useTranslation();
  return <AccountUnavailable title={t('account.titles.checkout')} page="checkout" />;
}
