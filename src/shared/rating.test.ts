import { describe, expect, it } from 'vitest';
import { formatRating, ratingBand, RATING_MISSING } from './rating.js';

describe('ratingBand', () => {
  it('CONST-25: null (or missing) is grey', () => {
    expect(ratingBand(null)).toBe('grey');
    expect(ratingBand(undefined)).toBe('grey');
    expect(ratingBand(Number.NaN)).toBe('grey');
  });
  it('CONST-26: 9 and up is emerald', () => {
    expect(ratingBand(9)).toBe('emerald');
    expect(ratingBand(9.5)).toBe('emerald');
    expect(ratingBand(10)).toBe('emerald');
  });
  it('CONST-27: 8 up to 9 is green', () => {
    expect(ratingBand(8)).toBe('green');
    expect(ratingBand(8.9)).toBe('green');
  });
  it('CONST-28: 7 up to 8 is lime', () => {
    expect(ratingBand(7)).toBe('lime');
    expect(ratingBand(7.99)).toBe('lime');
  });
  it('CONST-29: 6 up to 7 is yellow', () => {
    expect(ratingBand(6)).toBe('yellow');
    expect(ratingBand(6.5)).toBe('yellow');
  });
  it('CONST-30: 5 up to 6 is orange', () => {
    expect(ratingBand(5)).toBe('orange');
    expect(ratingBand(5.9)).toBe('orange');
  });
  it('CONST-31: below 5 is red, down to 0', () => {
    expect(ratingBand(4.9)).toBe('red');
    expect(ratingBand(0)).toBe('red');
  });
});

describe('formatRating', () => {
  it('CONST-24: halves the 0-10 value and keeps one decimal', () => {
    expect(formatRating(9, 'en')).toBe('4.5');
    expect(formatRating(10, 'en')).toBe('5.0');
    expect(formatRating(7.3, 'en')).toBe('3.7');
    expect(formatRating(0, 'en')).toBe('0.0');
  });
  it('uses the decimal comma in Spanish', () => {
    expect(formatRating(8.4, 'es')).toBe('4,2');
  });
  it('shows a dash when there is no rating', () => {
    expect(formatRating(null, 'en')).toBe(RATING_MISSING);
    expect(formatRating(null, 'es')).toBe('–');
  });
});
