/** /checkout: only signed-in users reach it (the guard sends visitors to /); built with the buying work. */
import { useTranslation } from 'react-i18next';
import { NotOpenYet } from './not-open-yet.js';

export default function CheckoutPage() {
  const { t } = useTranslation();
  return <NotOpenYet title={t('account.titles.checkout')} page="checkout" />;
}
