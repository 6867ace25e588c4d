/** How long to wait after a 429, in the reader's language (issue 9 §6). */
import { describe, expect, it } from 'vitest';
import { formatDuration } from './format-duration.js';

describe('formatDuration', () => {
  it.each([
    [1, 'en', '1 second'],
    [45, 'en', '45 seconds'],
    [45, 'es', '45 segundos'],
    [60, 'en', '1 minute'],
    [61, 'en', '2 minutes'],
    [90, 'es', '2 minutos'],
    [3600, 'en', '1 hour'],
    [5400, 'es', '2 horas'],
    [30 * 86_400, 'en', '30 days'],
    [30 * 86_400, 'es', '30 días'],
  ])('%i s in %s → %s (rounded up: never too early)', (seconds, language, expected) => {
    expect(formatDuration(seconds, language)).toBe(expected);
  });

  it('a zero, negative or fractional wait still reads as at least one second', () => {
    expect(formatDuration(0, 'en')).toBe('1 second');
    expect(formatDuration(-5, 'en')).toBe('1 second');
    expect(formatDuration(0.2, 'es')).toBe('1 segundo');
  });
});
