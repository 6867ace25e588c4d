import { expect, it } from 'vitest';
import { isoToMadridLocal, madridLocalToIso } from './madrid-time.js';

it('decision 30: a datetime-local value is Madrid wall-clock time, in winter (UTC+1) and summer (UTC+2)', () => {
  expect(madridLocalToIso('2026-01-15T10:30')).toBe('2026-01-15T09:30:00.000Z');
  expect(madridLocalToIso('2026-07-15T10:30')).toBe('2026-07-15T08:30:00.000Z');
  // The days the clocks change (29 March and 25 October 2026).
  expect(madridLocalToIso('2026-03-29T12:00')).toBe('2026-03-29T10:00:00.000Z');
  expect(madridLocalToIso('2026-10-25T12:00')).toBe('2026-10-25T11:00:00.000Z');
  expect(madridLocalToIso('15/01/2026 10:30')).toBeNull();
  for (const iso of ['2026-01-15T09:30:00.000Z', '2026-07-15T08:30:00.000Z', '2026-12-31T23:15:00.000Z']) {
    expect(madridLocalToIso(isoToMadridLocal(iso))).toBe(iso);
  }
  expect(isoToMadridLocal('2026-12-31T23:15:00.000Z')).toBe('2027-01-01T00:15');
});
