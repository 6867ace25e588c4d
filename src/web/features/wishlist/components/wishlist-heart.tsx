/**
 * The wishlist heart (§2: cards, quick-view, product page; §4 Wishlist): a toggle button whose pressed
 * state is the product's membership. A visitor's click goes to /login (§5, VAL-02/03); in the quick-view
 * `onVisitor` closes the panel first (decision 24, QV-34).
 */
import { Heart } from 'lucide-react';
import { useTranslation } from '../../../i18n/react.js';
import { useWishlist } from '../toggle-wishlist.js';

interface WishlistHeartProps {
  productId: number;
  /** 'button': beside add to cart; 'icon': the round heart on a product card. */
  variant: 'button' | 'icon';
  /** Product title, for a card's heart whose name must say which product it is. */
  title?: string;
  onVisitor?(): void;
}

export function WishlistHeart({ productId, variant, title, onVisitor }: WishlistHeartProps) {
  const { t } = useTranslation('product');
  const wishlist = useWishlist();
  const wished = wishlist.isWished(productId);
  const label = title
    ? t(wished ? 'buy.removeNamedFromWishlist' : 'buy.addNamedToWishlist', { title })
    : t(wished ? 'buy.removeFromWishlist' : 'buy.addToWishlist');
  return (
    <button
      type="button"
      className={variant === 'button' ? 'btn-secondary px-3' : 'icon-button relative z-10 -my-2 -mr-2 size-11 shrink-0'}
      aria-pressed={wished}
      aria-label={label}
      aria-busy={wishlist.isPending(productId) || undefined}
      data-wishlist-toggle=""
      data-wished={wished ? '' : undefined}
      onClick={() => wishlist.toggle(productId, onVisitor)}
    >
      <Heart aria-hidden="true" className={`size-5 ${wished ? 'fill-current text-danger-text' : ''}`} />
    </button>
  );
}
