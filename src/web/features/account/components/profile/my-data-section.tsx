/** Configuration: download everything the store holds about the shopper (GDPR access and portability). */
import { Download, FileJson } from 'lucide-react';
import { useTranslation } from '../../../../i18n/react.js';
import { FormMessage } from '../../../../components/ui/form.js';
import { downloadMyData } from '../../api/get-my-data.js';
import { useAccountAction } from '../../lib/account-action.js';
import { ProfileSection } from './profile-section.js';

export function MyDataSection() {
  const { t } = useTranslation('account');
  const download = useAccountAction(downloadMyData);
  return (
    <ProfileSection title={t('profile.myData.title')} icon={FileJson}>
      <p className="text-sm text-text-secondary">{t('profile.myData.text')}</p>
      {download.state.name === 'error' && <FormMessage kind="error">{download.state.message}</FormMessage>}
      {download.state.name === 'success' && <FormMessage kind="success">{t('profile.myData.done')}</FormMessage>}
      <button type="button" className="btn-secondary self-start" disabled={download.isBusy} aria-busy={download.isBusy || undefined} onClick={() => void download.run()}>
        <Download aria-hidden="true" className="size-4" />
        {download.isBusy ? t('profile.myData.preparing') : t('profile.myData.download')}
      </button>
    </ProfileSection>
  );
}
