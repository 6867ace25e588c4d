/**
 * The Games menu promo (spec §2, NAV-07..09): the banner product, whose video plays while the pointer is
 * over it and which keeps its image when the video fails.
 */
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.js';
import { HoverVideo } from '../../../components/ui/hover-video.js';
import { useBannerProduct } from '../../../features/product/api/get-product.js';
import { isPlainLeftClick } from '../../../lib/is-plain-left-click.js';
import { openProduct, productPath } from '../../../features/product/open-product.js';
import { useLanguage } from '../../../i18n/use-language.js';
import { localized } from '../../../lib/localized.js';
import { BANNER_HEIGHT, BANNER_WIDTH } from '../../../lib/ui-constants.js';

export function PromoBanner() {
  const { t } = useTranslation();
  const language = useLanguage();
  const banner = useBannerProduct();
  const [hovering, setHovering] = useState(false);

  if (banner.isPending) return <div className="skeleton aspect-[12/5] w-full rounded-card" aria-hidden="true" />;
  if (!banner.data) return null;
  const product = banner.data;
  return (
    <a
      href={productPath(product.id)}
      data-menu-item=""
      data-promo-banner=""
      className="group relative block overflow-hidden rounded-card border border-border"
      onPointerEnter={(event) => event.pointerType === 'mouse' && setHovering(true)}
      onPointerLeave={(event) => event.pointerType === 'mouse' && setHovering(false)}
      onFocus={() => setHovering(true)}
      onBlur={() => setHovering(false)}
      onClick={(event) => {
        if (!isPlainLeftClick(event)) return;
        event.preventDefault();
        openProduct(product.id);
      }}
    >
      <div className="relative aspect-[12/5] bg-overlay">
        <img
          src={product.banner_url}
          alt=""
          width={BANNER_WIDTH}
          height={BANNER_HEIGHT}
          className="h-full w-full object-cover"
          decoding="async"
        />
        <HoverVideo videoUrl={product.video_url} hovering={hovering} />
        <div className="absolute inset-0 bg-gradient-to-t from-page via-page/40 to-transparent" />
      </div>
      <div className="absolute inset-x-0 bottom-0 p-3">
        <p className="text-xs font-semibold uppercase tracking-wider text-link">{t('nav.promo.label')}</p>
        <p className="line-clamp-1 font-semibold text-text">{localized(product.title, language)}</p>
      </div>
    </a>
  );
}
