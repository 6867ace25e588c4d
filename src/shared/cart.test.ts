import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addToCart, cartItemCount, cartTotalCents, fitToStock, lineCap, removeFromCart, setLineQuantity, type CartLine } from './cart.js';
import { CART_LINE_LIMIT, CART_MAX_LINES } from './constants.js';

const line = () => ({ productId: 0, quantity: 0 });

describe('cart rules (§4 Cart)', () => {
  it('CART-09, CART-10, CART-11: a new product enters with 1, the same product again (plus) raises its quantity by 1', () => {
    let { lines } = addToCart<CartLine>([], 7, 5, line);
    expect(lines).toEqual([{ productId: 7, quantity: 1 }]);
    ({ lines } = addToCart(lines, 7, 5, line));
    ({ lines } = addToCart(lines, 8, 5, line));
    expect(lines).toEqual([{ productId: 7, quantity: 2 }, { productId: 8, quantity: 1 }]);
  });

  it('a line never goes above the stock or the per-line limit, and says which stopped it', () => {
    const two = addToCart(addToCart<CartLine>([], 1, 2, line).lines, 1, 2, line).lines;
    expect(addToCart(two, 1, 2, line)).toEqual({ lines: [{ productId: 1, quantity: 2 }], limitedBy: 'stock' });
    expect(setLineQuantity(two, 1, 50, 1000)).toEqual({ lines: [{ productId: 1, quantity: CART_LINE_LIMIT }], limitedBy: 'line_limit' });
    expect(addToCart<CartLine>([], 1, 0, line)).toEqual({ lines: [], limitedBy: 'sold_out' });
    expect(lineCap(3)).toBe(3);
    expect(lineCap(1000)).toBe(CART_LINE_LIMIT);
  });

  it('CART-12, CART-13, CART-14: minus lowers by 1 and at zero drops the line; remove drops it at once', () => {
    const lines: CartLine[] = [{ productId: 1, quantity: 1 }, { productId: 2, quantity: 3 }];
    expect(setLineQuantity(lines, 2, 2, 5).lines).toEqual([{ productId: 1, quantity: 1 }, { productId: 2, quantity: 2 }]);
    expect(setLineQuantity(lines, 1, 0, 5).lines).toEqual([{ productId: 2, quantity: 3 }]);
    expect(setLineQuantity(lines, 1, -2, 5).lines).toEqual([{ productId: 2, quantity: 3 }]);
    expect(removeFromCart(lines, 2)).toEqual([{ productId: 1, quantity: 1 }]);
  });

  it(`holds at most ${CART_MAX_LINES} lines`, () => {
    const full = Array.from({ length: CART_MAX_LINES }, (_, index) => ({ productId: index + 1, quantity: 1 }));
    expect(addToCart(full, 999, 5, line)).toEqual({ lines: full, limitedBy: 'cart_full' });
    // A product already in a full cart can still go up.
    expect(addToCart(full, 1, 5, line).lines[0]).toEqual({ productId: 1, quantity: 2 });
  });

  it('keeps what else a line carries (title, price) through every change', () => {
    type Shown = CartLine & { title: string };
    const lines = addToCart<Shown>([], 4, 9, () => ({ productId: 0, quantity: 0, title: 'Hades' })).lines;
    expect(addToCart(lines, 4, 9, () => ({ productId: 0, quantity: 0, title: 'x' })).lines).toEqual([{ productId: 4, quantity: 2, title: 'Hades' }]);
  });

  it('fits a cart to stock read afresh: lines capped, sold-out lines dropped', () => {
    const lines: CartLine[] = [{ productId: 1, quantity: 4 }, { productId: 2, quantity: 2 }, { productId: 3, quantity: 1 }];
    const stock = new Map([[1, 3], [2, 0], [3, 8]]);
    expect(fitToStock(lines, (id) => stock.get(id) ?? 0)).toEqual([{ productId: 1, quantity: 3 }, { productId: 3, quantity: 1 }]);
  });

  it('for any sequence of adds, changes and removes: every line within 1..cap, no product twice, the total the sum of the lines', () => {
    const products = fc.array(fc.record({ stock: fc.integer({ min: 0, max: 15 }), price: fc.integer({ min: 0, max: 20_000 }) }), { minLength: 1, maxLength: 8 });
    const step = fc.oneof(
      fc.record({ kind: fc.constant('add' as const), index: fc.nat() }),
      fc.record({ kind: fc.constant('set' as const), index: fc.nat(), quantity: fc.integer({ min: -3, max: 30 }) }),
      fc.record({ kind: fc.constant('remove' as const), index: fc.nat() }),
    );
    fc.assert(fc.property(products, fc.array(step, { maxLength: 60 }), (catalogue, steps) => {
      let lines: CartLine[] = [];
      for (const action of steps) {
        const productId = action.index % catalogue.length;
        const { stock } = catalogue[productId]!;
        if (action.kind === 'add') lines = addToCart(lines, productId, stock, line).lines;
        else if (action.kind === 'set') lines = setLineQuantity(lines, productId, action.quantity, stock).lines;
        else lines = removeFromCart(lines, productId);
      }
      expect(new Set(lines.map((entry) => entry.productId)).size).toBe(lines.length);
      for (const entry of lines) {
        expect(entry.quantity).toBeGreaterThanOrEqual(1);
        expect(entry.quantity).toBeLessThanOrEqual(lineCap(catalogue[entry.productId]!.stock));
      }
      const total = cartTotalCents(lines, (id) => catalogue[id]!.price);
      expect(total).toBe(lines.reduce((sum, entry) => sum + entry.quantity * catalogue[entry.productId]!.price, 0));
      expect(total).toBeGreaterThanOrEqual(0);
      expect(cartItemCount(lines)).toBe(lines.reduce((sum, entry) => sum + entry.quantity, 0));
    }), { seed: 20261123, numRuns: 500 });
  });
});
