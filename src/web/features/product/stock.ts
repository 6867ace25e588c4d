/** The stock line's three states (decision 5): in stock, only N left below 10, sold out at 0. */
export const FEW_LEFT_BELOW = 10;

export type StockState = 'in-stock' | 'few-left' | 'sold-out';

export function stockState(stock: number): StockState {
  if (stock <= 0) return 'sold-out';
  return stock < FEW_LEFT_BELOW ? 'few-left' : 'in-stock';
}
