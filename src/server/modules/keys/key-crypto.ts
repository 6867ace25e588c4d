/**
 * Key codes are encrypted at rest with AES-256-GCM (node:crypto) and fingerprinted with HMAC-SHA-256,
 * so duplicates are found without decrypting (ARCHITECTURE.md "Data model").
 */
import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

const VERSION = 'v1';

export interface KeyCipher {
  encrypt(code: string): string;
  decrypt(ciphertext: string): string;
  /** Fingerprint of a code, ignoring case, spaces and dashes. */
  fingerprint(code: string): string;
}

export function createKeyCipher(key: Buffer): KeyCipher {
  if (key.length !== 32) throw new Error('The key encryption key must be 32 bytes');
  return {
    encrypt(code) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(code, 'utf8'), cipher.final()]);
      return `${VERSION}:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64')}`;
    },
    decrypt(ciphertext) {
      const [version, payload] = ciphertext.split(':');
      if (version !== VERSION || !payload) throw new Error('Unknown key ciphertext format');
      const raw = Buffer.from(payload, 'base64');
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
      decipher.setAuthTag(raw.subarray(12, 28));
      return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    },
    fingerprint(code) {
      const normalized = code.toUpperCase().replace(/[\s-]/g, '');
      return createHmac('sha256', key).update(`key-code:${normalized}`).digest('hex');
    },
  };
}
