/** Trust banner (spec §2 Home, HOME-22..24): instant download, reliable and secure, service 24/7. */
import { Headset, ShieldCheck, Zap } from 'lucide-react';
import { useTranslation } from '../../i18n/react.js';

export function TrustBanner() {
  const { t } = useTranslation();
  const items = [
    { key: 'fast', Icon: Zap, title: t('home.trust.fastTitle'), text: t('home.trust.fastText') },
    { key: 'secure', Icon: ShieldCheck, title: t('home.trust.secureTitle'), text: t('home.trust.secureText') },
    { key: 'support', Icon: Headset, title: t('home.trust.supportTitle'), text: t('home.trust.supportText') },
  ];
  return (
    <ul className="grid gap-4 md:grid-cols-3" data-trust-banner="">
      {items.map(({ key, Icon, title, text }) => (
        <li key={key} className="flex gap-4 rounded-card border border-border bg-raised p-5" data-trust={key}>
          <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-accent/15 text-link">
            <Icon aria-hidden="true" className="size-6" />
          </span>
          <div>
            <h3 className="font-semibold text-text">{title}</h3>
            <p className="mt-1 text-sm text-text-secondary">{text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
