/**
 * Add to cart (disabled when sold out, §5) and the wishlist heart, for the quick-view and the product
 * page. Both go through the cart and wishlist hooks, which send visitors to /login (§5, decision 24).
 */
import { Heart, ShoppingCart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useAddToCart } from '../../cart/add-to-cart.js';
import { useWishlist } from '../../wishlist/toggle-wishlist.js';

export function BuyActions({ productId, stock }: { productId: number; stock: number }) {
  const { t } = useTranslation('product');
  const addToCart = useAddToCart();
  const wishlist = useWishlist();
  const soldOut = stock <= 0;
  const wished = wishlist.isWished(productId);
  return (
    <div className="flex gap-2">
      <button
        type="button"
        className="btn-primary flex-1"
        disabled={soldOut}
        data-add-to-cart=""
        onClick={() => addToCart({ id: productId })}
      >
        <ShoppingCart aria-hidden="true" className="size-5" />
        {soldOut ? t('stock.soldOut') : t('buy.addToCart')}
      </button>
      <button
        type="button"
        className="btn-secondary px-3"
        aria-pressed={wished}
        aria-label={wished ? t('buy.removeFromWishlist') : t('buy.addToWishlist')}
        data-wishlist-toggle=""
        onClick={() => wishlist.toggle(productId)}
      >
        <Heart aria-hidden="true" className={`size-5 ${wished ? 'fill-current text-danger-text' : ''}`} />
      </button>
    </div>
  );
}
