/**
 * Simplified brand marks for the social links (lucide no longer ships brand icons). Drawn on lucide's
 * 24-unit grid with its stroke so they sit with the other icons; always decorative (aria-hidden).
 */
import type { SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement>;

function Icon({ children, ...props }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" {...props}>
      {children}
    </svg>
  );
}

export const InstagramIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="3" y="3" width="18" height="18" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <circle cx="17.5" cy="6.5" r="0.6" fill="currentColor" />
  </Icon>
);

export const FacebookIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M15 3h-2.5A3.5 3.5 0 0 0 9 6.5V10H6.5v3.5H9V21h3.5v-7.5H15l.5-3.5h-3V7a1 1 0 0 1 1-1H15z" />
  </Icon>
);

export const XIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4 4h4.5L20 20h-4.5z" />
    <path d="M19.5 4 13.6 10.7M10.4 13.3 4.5 20" />
  </Icon>
);

export const YouTubeIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="2.5" y="5" width="19" height="14" rx="4" />
    <path d="m10 9 5 3-5 3z" fill="currentColor" />
  </Icon>
);

export const DiscordIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M8.5 5.5 7.9 4.6A14 14 0 0 0 4.6 6C2.6 9 2 12 2.3 16.8a14 14 0 0 0 4.3 2.2l1.1-1.8M15.5 5.5l.6-.9A14 14 0 0 1 19.4 6c2 3 2.6 6 2.3 10.8a14 14 0 0 1-4.3 2.2l-1.1-1.8" />
    <path d="M7 16.5c3.2 1.5 6.8 1.5 10 0M7.5 7c3-1 6-1 9 0" />
    <circle cx="9" cy="12.5" r="1.2" fill="currentColor" />
    <circle cx="15" cy="12.5" r="1.2" fill="currentColor" />
  </Icon>
);

export const TikTokIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M14 3v12a4 4 0 1 1-4-4" />
    <path d="M14 3c.4 2.8 2.3 4.7 5 5" />
  </Icon>
);
