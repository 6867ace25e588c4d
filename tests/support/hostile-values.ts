/**
 * Values a hostile client sends where a call expects something reasonable (the fuzz test, api-fuzz.ts):
 * NUL and other control characters, lone surrogates, very long text, numbers too large or not numbers at
 * all, arrays and objects where text is expected, prototype keys, and the encodings that carry them.
 */
import fc from 'fast-check';

const CONTROL = fc.integer({ min: 0, max: 0x1f }).map((code) => String.fromCharCode(code));
const LONE_SURROGATE = fc.oneof(fc.integer({ min: 0xd800, max: 0xdbff }), fc.integer({ min: 0xdc00, max: 0xdfff })).map((code) => String.fromCharCode(code));
const ODD_CHARACTER = fc.oneof(CONTROL, LONE_SURROGATE, fc.constantFrom('\u0000', '\u007f', '\u200b', '\u202e', '\ufeff', '\uffff', '\u{1f4a9}', '\u0130', 'ß', '\r\n', '%00', '\\', '"', "'", '<', '>'));

/** Text that a careless parser, validator or database chokes on. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  // NUL or a lone surrogate inside ordinary text: PostgreSQL refuses the first (it was a 500).
  { weight: 3, arbitrary: fc.tuple(fc.string({ maxLength: 8 }), fc.constantFrom('\u0000', '\ud800', '\udfff'), fc.string({ maxLength: 8 })).map((parts) => parts.join('')) },
  fc.array(fc.oneof(ODD_CHARACTER, fc.string({ maxLength: 4 })), { minLength: 1, maxLength: 8 }).map((parts) => parts.join('')),
  fc.constantFrom(
    '', ' ', '\u0000', 'a\u0000b', '\ud800', 'a\udc00b', '\udbff\ud800', 'NaN', 'Infinity', '-Infinity', 'null', 'undefined', 'true',
    '-1', '0', '-0', '00', '1e309', '1e-400', '0x1F', '1_000', ' 1 ', '1.5', '2147483648', '9007199254740993', '9'.repeat(400),
    '__proto__', 'constructor', 'prototype', 'toString', '../../etc/passwd', "' or 1=1 --", '${jndi:ldap://x}', '<script>alert(1)</script>',
    '{"a":1}', '[1,2]', 'javascript:alert(1)', '//evil.example', 'http://[::1', 'a@b', '@', 'a'.repeat(64) + '@example.com',
  ),
  // Long: over every documented maximum, under the body limit.
  fc.tuple(fc.constantFrom('a', 'é', '\u{1f600}', '\u0000', '9'), fc.integer({ min: 300, max: 20_000 })).map(([unit, count]) => unit.repeat(count)),
);

const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(Number.MAX_VALUE, -Number.MAX_VALUE, Number.MIN_VALUE, Number.MAX_SAFE_INTEGER + 2, -(2 ** 63), 2 ** 64, 2 ** 31, -1, -0, 0.1, 1e21, 1.0000000000000002),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
);

/** Any JSON value of the wrong kind: text, numbers, booleans, null, arrays and objects, nested a little. */
export const hostileValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { weight: 4, arbitrary: hostileString },
    { weight: 2, arbitrary: hostileNumber },
    { weight: 1, arbitrary: fc.constantFrom(true, false, null) },
    { weight: 1, arbitrary: fc.array(tie('value'), { maxLength: 3 }) },
    { weight: 1, arbitrary: fc.dictionary(fc.oneof(fc.constantFrom('__proto__', 'constructor', 'a'), hostileString), tie('value'), { maxKeys: 3 }) },
  ),
})).value;

/** Header values Node lets a client send (no CR, LF or NUL), odd all the same. */
export const hostileHeaderValue: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('', ' ', '*', 'xx', '*;q=abc', 'es-ES;q=0.9, en;q=0.8', 'zz-ZZ, , ,;;', 'gzip, br', 'br', '100-continue', 'W/"x", *', 'a=b; c', '\u00ff\u00fe', 'better-auth.session_token=%ED%A0%80'),
  fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)), maxLength: 40 }),
  fc.integer({ min: 200, max: 8_000 }).map((count) => 'a'.repeat(count)),
);

/** UTF-8, except that a lone surrogate is written as its own three bytes (WTF-8), as a hostile client can. */
export function wtf8(text: string): Buffer {
  const bytes: number[] = [];
  for (let index = 0; index < text.length; index += 1) {
    const code = text.codePointAt(index)!;
    if (code > 0xffff) index += 1;
    if (code < 0x80) bytes.push(code);
    else if (code < 0x800) bytes.push(0xc0 | (code >> 6), 0x80 | (code & 0x3f));
    else if (code < 0x10000) bytes.push(0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f));
    else bytes.push(0xf0 | (code >> 18), 0x80 | ((code >> 12) & 0x3f), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f));
  }
  return Buffer.from(bytes);
}

/** Percent-encoded WTF-8 for a query string or a path segment: ASCII only, as Node sends it. */
export function queryText(text: string): Buffer {
  let encoded = '';
  for (const byte of wtf8(text)) encoded += /[A-Za-z0-9\-._~]/.test(String.fromCharCode(byte)) ? String.fromCharCode(byte) : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  return Buffer.from(encoded);
}
