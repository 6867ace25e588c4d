/** A grid of product cards, or their skeletons while the list loads (no layout shift). */
import type { ProductSummary } from '../../../../shared/contracts/common.js';
import { ProductCard } from './product-card.js';
import { ProductCardSkeleton } from './product-card-skeleton.js';

interface ProductGridProps {
  products: readonly ProductSummary[] | undefined;
  skeletons: number;
  label?: string;
  /** How many leading covers load eagerly (above the fold). */
  eagerCount?: number;
  className?: string;
  /** On narrow phones, a row that scrolls sideways instead of a long column (home shelves). */
  rowOnPhones?: boolean;
}

const GRID = 'grid grid-cols-1 gap-4 min-[480px]:grid-cols-2 lg:grid-cols-3';
const ROW = 'flex snap-x snap-mandatory gap-4 overflow-x-auto overscroll-x-contain -mx-4 px-4 pt-1 pb-2 scroll-px-4 min-[480px]:mx-0 min-[480px]:pt-0 min-[480px]:grid min-[480px]:grid-cols-2 min-[480px]:overflow-visible min-[480px]:px-0 min-[480px]:pb-0 lg:grid-cols-3';
const ROW_ITEM = 'w-[78%] shrink-0 snap-start min-[480px]:w-auto';

export function ProductGrid({ products, skeletons, label, eagerCount = 0, className = '', rowOnPhones = false }: ProductGridProps) {
  const grid = `${rowOnPhones ? ROW : GRID} ${className}`;
  const item = rowOnPhones ? ROW_ITEM : undefined;
  if (!products) {
    return (
      <ul className={grid} aria-hidden="true">
        {Array.from({ length: skeletons }, (_, index) => <li key={index} className={item}><ProductCardSkeleton /></li>)}
      </ul>
    );
  }
  return (
    <ul className={grid} aria-label={label} data-product-grid="">
      {products.map((product, index) => (
        <li key={product.id} className={item}>
          <ProductCard product={product} eager={index < eagerCount} />
        </li>
      ))}
    </ul>
  );
}
