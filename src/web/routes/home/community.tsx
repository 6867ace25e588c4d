/** Social community block (spec §2 Home, HOME-21): Instagram, Facebook, X, YouTube, Discord, TikTok. */
import type { ComponentType, SVGProps } from 'react';
import { useTranslation } from '../../i18n/react.js';
import {
  DiscordIcon, FacebookIcon, InstagramIcon, TikTokIcon, XIcon, YouTubeIcon,
} from '../../components/ui/social-icons.js';

interface Network {
  name: string;
  url: string;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
}

/** The store's own profiles. Network names are brands and read the same in every language. */
export const SOCIAL_NETWORKS: readonly Network[] = [
  { name: 'Instagram', url: 'https://www.instagram.com/pixelkeys.store/', Icon: InstagramIcon },
  { name: 'Facebook', url: 'https://www.facebook.com/pixelkeys.store', Icon: FacebookIcon },
  { name: 'X', url: 'https://x.com/pixelkeys_store', Icon: XIcon },
  { name: 'YouTube', url: 'https://www.youtube.com/@pixelkeys', Icon: YouTubeIcon },
  { name: 'Discord', url: 'https://discord.gg/pixelkeys', Icon: DiscordIcon },
  { name: 'TikTok', url: 'https://www.tiktok.com/@pixelkeys.store', Icon: TikTokIcon },
];

export function Community() {
  const { t } = useTranslation();
  return (
    <div className="relative overflow-hidden rounded-card border border-border bg-gradient-to-br from-accent/25 via-raised to-pixels/10 p-6 md:p-10">
      <div className="flex flex-col gap-6 md:flex-row md:items-center md:justify-between">
        <div className="max-w-xl">
          <p className="text-text-secondary">{t('home.community.text')}</p>
        </div>
        <ul className="grid grid-cols-3 gap-3 sm:grid-cols-6" data-social-links="">
          {SOCIAL_NETWORKS.map(({ name, url, Icon }) => (
            <li key={name}>
              <a
                href={url}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t('home.community.linkLabel', { network: name })}
                title={name}
                className="inline-flex size-12 items-center justify-center rounded-full border border-border bg-page/70 text-text transition duration-150 hover:-translate-y-0.5 hover:border-link hover:text-link"
                data-social={name}
              >
                <Icon aria-hidden="true" className="size-5" />
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
