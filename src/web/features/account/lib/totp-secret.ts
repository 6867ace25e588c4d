/**
 * The secret of an otpauth:// URI (the base32 key an authenticator app stores), for people who type it in
 * instead of scanning the QR code: upper case, padding dropped, in groups of four that are easy to copy.
 */
export function totpSecretOf(totpURI: string): string {
  try {
    return (new URL(totpURI).searchParams.get('secret') ?? '').toUpperCase().replace(/=+$/, '');
  } catch {
    return '';
  }
}

export function groupSecret(secret: string, size = 4): string[] {
  return secret.match(new RegExp(`.{1,${size}}`, 'g')) ?? [];
}
