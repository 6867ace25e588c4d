/** The session's pure rules (AUTH-01..04): reading Better Auth's answer and when to read it again. */
import { describe, expect, it } from 'vitest';
import { nextRefreshIn, SESSION_REFRESH_MS, toSessionRead } from './session.js';

describe('toSessionRead', () => {
  it('no session is nobody signed in', () => {
    expect(toSessionRead(null)).toBeNull();
    expect(toSessionRead({})).toBeNull();
  });

  it('PROF-11: the full name, or none when it is blank (the e-mail is shown instead)', () => {
    const read = toSessionRead({
      session: { expiresAt: '2026-12-01T00:00:00.000Z' },
      user: { id: 'u1', email: 'ana@example.com', name: '  ', emailVerified: true, twoFactorEnabled: null, createdAt: '2026-01-02T00:00:00.000Z' },
    });
    expect(read).toEqual({
      user: { id: 'u1', email: 'ana@example.com', fullName: null, emailVerified: true, twoFactorEnabled: false, createdAt: '2026-01-02T00:00:00.000Z' },
      expiresAt: Date.parse('2026-12-01T00:00:00.000Z'),
    });
  });
});

describe('nextRefreshIn (AUTH-03)', () => {
  const now = Date.parse('2026-11-23T10:00:00.000Z');
  const read = (msLeft: number) => ({
    user: { id: 'u', email: 'e', fullName: null, emailVerified: true, twoFactorEnabled: false, createdAt: '' },
    expiresAt: now + msLeft,
  });

  it('reads every few minutes while the session is far from its end', () => {
    expect(nextRefreshIn(read(30 * 24 * 3600_000), now)).toBe(SESSION_REFRESH_MS);
    expect(nextRefreshIn(null, now)).toBe(SESSION_REFRESH_MS);
  });

  it('reads sooner near the end, so the server renews the session before it expires, never faster than 30 s', () => {
    expect(nextRefreshIn(read(3 * 60_000), now)).toBe(90_000);
    expect(nextRefreshIn(read(60_000), now)).toBe(30_000);
    expect(nextRefreshIn(read(-1), now)).toBe(30_000);
  });
});
