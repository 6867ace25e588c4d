import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createKeyCipher } from './key-crypto.js';

describe('key encryption at rest', () => {
  const cipher = createKeyCipher(randomBytes(32));

  it('round-trips a code and never stores it in clear', () => {
    const stored = cipher.encrypt('ABCDE-12345-FGHIJ');
    expect(stored).not.toContain('ABCDE');
    expect(cipher.decrypt(stored)).toBe('ABCDE-12345-FGHIJ');
  });

  it('encrypts the same code differently each time (random IV)', () => {
    expect(cipher.encrypt('SAME')).not.toBe(cipher.encrypt('SAME'));
  });

  it('rejects a tampered ciphertext', () => {
    const stored = cipher.encrypt('ABCDE-12345');
    const raw = Buffer.from(stored.slice(3), 'base64');
    raw[raw.length - 1] = (raw[raw.length - 1] ?? 0) ^ 1;
    expect(() => cipher.decrypt(`v1:${raw.toString('base64')}`)).toThrow();
  });

  it('fingerprints ignore case, spaces and dashes, and depend on the secret', () => {
    expect(cipher.fingerprint('abcde-12345')).toBe(cipher.fingerprint('ABCDE 12345'));
    expect(createKeyCipher(randomBytes(32)).fingerprint('ABCDE12345')).not.toBe(cipher.fingerprint('ABCDE12345'));
  });
});
