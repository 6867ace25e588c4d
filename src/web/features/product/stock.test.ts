import { describe, expect, it } from 'vitest';
import { stockState } from './stock.js';

describe('stockState (decision 5)', () => {
  it('QV-15/PDP-06: sold out at 0, only N left from 1 to 9, in stock from 10', () => {
    expect(stockState(0)).toBe('sold-out');
    expect(stockState(1)).toBe('few-left');
    expect(stockState(9)).toBe('few-left');
    expect(stockState(10)).toBe('in-stock');
    expect(stockState(250)).toBe('in-stock');
  });
});
