import { describe, expect, it } from 'vitest';
import { CART_LINE_LIMIT } from '../../../shared/constants.js';
import { addProduct, parseStoredCart, stepLine, toCartItem, totalCents, type CartProduct } from './cart-lines.js';

const product = (id: number, stock = 20, pvp = 19.99): CartProduct => ({
  id, stock, pvp, image_url: `/media/${id}.webp`, title: { es: `Juego ${id}`, en: `Game ${id}` },
});

describe('cart lines (§4 Cart)', () => {
  it('CART-10/CART-09: a new product enters with 1, the same again raises it by 1', () => {
    const first = addProduct([], product(1));
    expect(first.lines).toEqual([{ ...toCartItem(product(1)), quantity: 1, pvpCents: 1999 }]);
    expect(addProduct(first.lines, product(1)).lines[0]!.quantity).toBe(2);
  });

  it('an add writes the fresh price and stock onto the line and is capped by them', () => {
    const lines = [{ ...toCartItem(product(1, 5)), quantity: 2 }];
    const change = addProduct(lines, product(1, 2, 9.5));
    expect(change.lines[0]).toMatchObject({ quantity: 2, stock: 2, pvpCents: 950 });
    expect(change.limitedBy).toBe('stock');
  });

  it('refuses a sold-out product and stops at the line limit', () => {
    expect(addProduct([], product(1, 0)).limitedBy).toBe('sold_out');
    const full = [{ ...toCartItem(product(1, 50)), quantity: CART_LINE_LIMIT }];
    expect(addProduct(full, product(1, 50))).toEqual({ lines: full, limitedBy: 'line_limit' });
  });

  it('CART-11/12/14: plus and minus step by one; minus at 1 drops the line', () => {
    const lines = [toCartItem(product(1))];
    const two = stepLine(lines, 1, 1).lines;
    expect(two[0]!.quantity).toBe(2);
    expect(stepLine(two, 1, -1).lines[0]!.quantity).toBe(1);
    expect(stepLine(lines, 1, -1).lines).toEqual([]);
    expect(stepLine(lines, 99, 1).lines).toBe(lines);
  });

  it('CART-05: the total is the sum of quantity × unit price, in cents', () => {
    const lines = [{ ...toCartItem(product(1, 20, 19.99)), quantity: 3 }, toCartItem(product(2, 20, 5))];
    expect(totalCents(lines)).toBe(3 * 1999 + 500);
  });

  it('CART-16: reads a stored cart back and drops what it cannot trust', () => {
    const good = { ...toCartItem(product(1, 4)), quantity: 9 };
    const raw = JSON.stringify([good, good, { productId: 'x' }, null, { ...toCartItem(product(2, 0)) }]);
    expect(parseStoredCart(raw)).toEqual({ owner: null, lines: [{ ...good, quantity: 4 }] });
    expect(parseStoredCart(JSON.stringify({ owner: 'user-1', lines: [good] }))).toEqual({ owner: 'user-1', lines: [{ ...good, quantity: 4 }] });
    expect(parseStoredCart(JSON.stringify({ owner: 7, lines: [good] })).owner).toBeNull();
    for (const unreadable of [null, '{not json', '{"a":1}', 'null', '{"lines":"x"}']) {
      expect(parseStoredCart(unreadable)).toEqual({ owner: null, lines: [] });
    }
  });
});
