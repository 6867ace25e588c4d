/** The pre-order banner (§2, PDP-04; decision 5: the key is delivered once keys are imported at release). */
import { CalendarClock } from 'lucide-react';
import { useTranslation } from '../../i18n/react.js';
import { useLanguage } from '../../i18n/use-language.js';
import { formatDate } from '../../lib/format.js';

export function PreorderBanner({ releaseDate }: { releaseDate: string }) {
  const { t } = useTranslation('product');
  const language = useLanguage();
  return (
    <div className="flex items-start gap-3 rounded-card border border-warning/60 bg-warning/10 p-4" data-preorder-banner="">
      <CalendarClock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-warning" />
      <p>
        <strong className="font-semibold text-text">{t('preorder.title')}. </strong>
        <span className="text-text-secondary">{t('preorder.text', { date: formatDate(releaseDate, language) })}</span>
      </p>
    </div>
  );
}
