/**
 * Add to cart (disabled when sold out, §5) and the wishlist heart, for the quick-view and the product
 * page. Both go through the cart and wishlist hooks, which send visitors to /login (§5, decision 24).
 * A shopper's add from the quick-view closes it, and the cart panel opens (§4, CART-17/18).
 */
import { ShoppingCart } from 'lucide-react';
import { useTranslation } from '../../../i18n/react.js';
import { useAddToCart, type CartProduct } from '../../cart/add-to-cart.js';
import { WishlistHeart } from '../../wishlist/components/wishlist-heart.js';
import { closeQuickView } from '../quick-view-state.js';

export function AddToCartButton({ product, className = '', ...data }: { product: CartProduct; className?: string } & Record<`data-${string}`, string>) {
  const { t } = useTranslation('product');
  const addToCart = useAddToCart();
  const soldOut = product.stock <= 0;
  return (
    <button
      type="button"
      // Sold out is a state, not an action: the neutral button look, not the action colour (issue 13 §5).
      className={`${soldOut ? 'btn-secondary text-text-secondary' : 'btn-primary'} ${className}`}
      disabled={soldOut}
      {...data}
      onClick={() => {
        if (addToCart(product)) closeQuickView();
      }}
    >
      <ShoppingCart aria-hidden="true" className="size-5" />
      {soldOut ? t('stock.soldOut') : t('buy.addToCart')}
    </button>
  );
}

export function BuyActions({ product, inQuickView = false }: { product: CartProduct; inQuickView?: boolean }) {
  return (
    <div className="flex gap-2">
      <AddToCartButton product={product} className="flex-1" data-add-to-cart="" />
      <WishlistHeart productId={product.id} variant="button" onVisitor={inQuickView ? closeQuickView : undefined} />
    </div>
  );
}
