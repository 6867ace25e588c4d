/**
 * The profile's wishlist tab (§2 Profile, PROF-18..20): the shopper's wished products with a remove each
 * (through the same optimistic heart logic, so a removed product leaves at once) and "Add all to cart",
 * which puts one of each product in stock into the cart and opens the cart panel.
 */
import { Heart, ShoppingCart, Trash2 } from 'lucide-react';
import { useTranslation } from '../../../i18n/react.js';
import { Link } from 'react-router';
import { useLanguage } from '../../../i18n/use-language.js';
import { localized } from '../../../lib/localized.js';
import { useAddToCart } from '../../cart/add-to-cart.js';
import { PriceTag } from '../../product/components/price-tag.js';
import { StockLine } from '../../product/components/stock-line.js';
import { productPath } from '../../product/open-product.js';
import { useUserWishlist } from '../api/get-user-wishlist.js';
import { useWishlist } from '../toggle-wishlist.js';

export function WishlistTab() {
  const { t } = useTranslation('account');
  const language = useLanguage();
  const query = useUserWishlist();
  const wishlist = useWishlist();
  const addToCart = useAddToCart();
  const entries = query.entries.filter((entry) => wishlist.isWished(entry.product.id));
  const available = entries.map((entry) => entry.product).filter((product) => product.stock > 0);

  return (
    <section aria-labelledby="wishlist-title" className="flex flex-col gap-4 rounded-card border border-border bg-raised p-4 md:p-5" data-wishlist="">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="wishlist-title" className="flex items-center gap-3 text-lg font-semibold">
          <Heart aria-hidden="true" className="size-5 text-link" />
          {t('profile.wishlist.title')}
        </h2>
        {entries.length > 0 && (
          <button type="button" className="btn-primary" disabled={available.length === 0} data-wishlist-add-all="" onClick={() => addToCart(...available)}>
            <ShoppingCart aria-hidden="true" className="size-5" />
            {t('profile.wishlist.addAll')}
          </button>
        )}
      </div>
      {query.isPending && <div className="skeleton h-24 rounded-card" aria-hidden="true" />}
      {query.isError && <p role="alert" className="text-danger-text">{query.error.message}</p>}
      {query.isSuccess && entries.length === 0 && (
        <div className="flex flex-col items-start gap-3" data-wishlist-empty="">
          <p className="text-text-secondary">{t('profile.wishlist.empty')}</p>
          <Link to="/search" className="btn-secondary">{t('profile.wishlist.browse')}</Link>
        </div>
      )}
      {entries.length > 0 && (
        <ul className="divide-y divide-border" data-wishlist-list="">
          {entries.map(({ id, product }) => {
            const title = localized(product.title, language);
            return (
              <li key={id} className="flex items-center gap-3 py-3" data-wishlist-entry={product.id}>
                <img src={product.image_url} alt="" width={112} height={64} loading="lazy" className="h-16 w-28 shrink-0 rounded-control object-cover" />
                <div className="flex min-w-0 flex-1 flex-col gap-1">
                  <Link to={productPath(product.id)} className="text-link line-clamp-2 font-semibold text-text">{title}</Link>
                  <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
                    <PriceTag pvp={product.pvp} price={product.price} />
                    <StockLine stock={product.stock} />
                  </div>
                </div>
                <button
                  type="button"
                  className="icon-button size-11 shrink-0"
                  aria-label={t('profile.wishlist.remove', { title })}
                  data-wishlist-remove=""
                  onClick={() => wishlist.toggle(product.id)}
                >
                  <Trash2 aria-hidden="true" className="size-5" />
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
