/**
 * The phone buy bar (issue 10 §2): below 768 px the buying box sits under the hero and the cover, so the
 * price and add to cart are repeated in a bar stuck to the bottom of the screen. It is the product
 * article's last child with `position: sticky`, so it never covers the footer or the recommendations: at
 * the article's end it takes its own place in the flow. Focused elements scroll clear of it (styles.css).
 */
import type { Product } from '../../../shared/contracts/common.js';
import { AddToCartButton } from '../../features/product/components/buy-actions.js';
import { PriceTag } from '../../features/product/components/price-tag.js';

export function PhoneBuyBar({ product, title }: { product: Product; title: string }) {
  return (
    <div className="sticky bottom-0 z-30 -mx-4 border-t border-border bg-page/95 px-4 py-3 backdrop-blur md:hidden" data-buy-bar="">
      <div className="flex items-center gap-3">
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm text-text-secondary">{title}</p>
          <PriceTag pvp={product.pvp} price={product.price} />
        </div>
        <AddToCartButton product={product} className="shrink-0" data-buy-bar-add="" />
      </div>
    </div>
  );
}
