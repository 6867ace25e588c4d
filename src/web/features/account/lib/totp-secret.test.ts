import { describe, expect, it } from 'vitest';
import { groupSecret, totpSecretOf } from './totp-secret.js';

describe('TOTP secret for manual entry', () => {
  it('takes the base32 secret out of the otpauth URI, without padding', () => {
    expect(totpSecretOf('otpauth://totp/Pixelkeys:ana%40example.com?secret=jbswy3dpehpk3pxp&issuer=Pixelkeys&digits=6&period=30'))
      .toBe('JBSWY3DPEHPK3PXP');
    expect(totpSecretOf('otpauth://totp/X?secret=MFRGG===')).toBe('MFRGG');
    expect(totpSecretOf('not a uri')).toBe('');
  });

  it('splits it in groups of four', () => {
    expect(groupSecret('JBSWY3DPEHPK3PXPAB')).toEqual(['JBSW', 'Y3DP', 'EHPK', '3PXP', 'AB']);
    expect(groupSecret('')).toEqual([]);
  });
});
