import { describe, expect, it } from 'vitest';
import { timeLeft } from './time-left.js';

const at = (iso: string) => Date.parse(iso);

describe('the Pixels countdown', () => {
  it('PROF-07: splits what is left into days, hours and minutes, rounded up to the minute', () => {
    expect(timeLeft(at('2025-04-03T00:00:00+02:00'), at('2025-04-01T21:29:30+02:00'))).toEqual({ days: 1, hours: 2, minutes: 31 });
    expect(timeLeft(at('2025-04-03T00:00:00Z'), at('2025-04-02T23:59:59Z'))).toEqual({ days: 0, hours: 0, minutes: 1 });
  });

  it('PROF-09: once the date has passed (or cannot be read) there is nothing left, never a negative time', () => {
    expect(timeLeft(at('2025-04-03T00:00:00Z'), at('2025-04-03T00:00:00Z'))).toBeNull();
    expect(timeLeft(at('2025-04-03T00:00:00Z'), at('2026-11-23T10:00:00Z'))).toBeNull();
    expect(timeLeft(Number.NaN, Date.now())).toBeNull();
  });
});
