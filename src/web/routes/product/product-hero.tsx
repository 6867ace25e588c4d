/** The product page's hero: the trailer (the banner art as poster) or the banner art (§2, PDP-01). */
import { useTranslation } from '../../i18n/react.js';
import type { Product } from '../../../shared/contracts/common.js';
import { HeroMedia } from '../../features/product/components/hero-media.js';
import { BANNER_HEIGHT, BANNER_WIDTH } from '../../lib/ui-constants.js';

export function ProductHero({ product, title }: { product: Product; title: string }) {
  const { t } = useTranslation('product');
  return (
    <div className="overflow-hidden rounded-card border border-border bg-overlay" data-product-hero="">
      <HeroMedia
        videoUrl={product.video_url}
        imageUrl={product.banner_url}
        width={BANNER_WIDTH}
        height={BANNER_HEIGHT}
        alt={product.video_url ? t('hero.video', { title }) : title}
        className="max-h-[26rem]"
      />
    </div>
  );
}
