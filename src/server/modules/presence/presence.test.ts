import { describe, expect, it } from 'vitest';
import { dailySalt, memoryPresence, visitorFingerprint } from './presence.js';

describe('presence (decision 7, HOME-30, CONST-57)', () => {
  it('counts distinct visitors active in the window, and forgets them after it', async () => {
    const presence = memoryPresence(300_000);
    expect(await presence.touch('a', 0)).toBe(1);
    expect(await presence.touch('b', 1000)).toBe(2);
    expect(await presence.touch('a', 2000)).toBe(2);
    expect(await presence.touch('c', 301_500)).toBe(2);
    expect(await presence.touch('c', 700_000)).toBe(1);
  });

  it('fingerprints are stable within a day and change with the daily salt', () => {
    const day1 = dailySalt('s', Date.parse('2026-11-22T10:00:00Z'));
    expect(dailySalt('s', Date.parse('2026-11-22T23:00:00Z'))).toBe(day1);
    const day2 = dailySalt('s', Date.parse('2026-11-23T00:00:01Z'));
    expect(visitorFingerprint('1.2.3.4', 'UA', day1)).toBe(visitorFingerprint('1.2.3.4', 'UA', day1));
    expect(visitorFingerprint('1.2.3.4', 'UA', day1)).not.toBe(visitorFingerprint('1.2.3.4', 'UA', day2));
    expect(visitorFingerprint('1.2.3.4', 'UA', day1)).not.toContain('1.2.3.4');
  });
});
