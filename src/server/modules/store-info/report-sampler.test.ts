import { describe, expect, it } from 'vitest';
import { reportSampler } from './report-sampler.js';

describe('reportSampler', () => {
  it('logs the first report of a kind, counts repeats within the window, and logs the count after it', () => {
    let time = 0;
    const sample = reportSampler(60_000, 10, () => time);
    expect(sample('a')).toEqual({ log: true, repeats: 0 });
    expect(sample('a')).toEqual({ log: false, repeats: 1 });
    expect(sample('a')).toEqual({ log: false, repeats: 2 });
    expect(sample('b')).toEqual({ log: true, repeats: 0 });
    time = 60_000;
    expect(sample('a')).toEqual({ log: true, repeats: 2 });
    expect(sample('a')).toEqual({ log: false, repeats: 1 });
  });

  it('keeps at most maxKinds kinds, forgetting the oldest', () => {
    const sample = reportSampler(60_000, 2, () => 0);
    sample('a');
    sample('b');
    sample('c');
    expect(sample('a').log).toBe(true);
    expect(sample('c').log).toBe(false);
  });
});
