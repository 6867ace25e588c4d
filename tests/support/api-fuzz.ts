/**
 * Requests for the fuzz test (issue 9, "How it is checked"), generated from the running store's OpenAPI
 * document: every operation (the store's calls and Better Auth's account endpoints), its query and path
 * parameters and its request body turned into fast-check arbitraries that mix values of the documented
 * shape with hostile ones (NUL and control characters, lone surrogates, huge numbers, wrong types, long
 * strings, prototype keys), sent with right, wrong and odd content types, malformed and oversized bodies,
 * and with the store's Origin, another or none.
 */
import fc from 'fast-check';
import { hostileHeaderValue, hostileString, hostileValue, queryText, wtf8 } from './hostile-values.js';

export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  nullable?: boolean;
  $ref?: string;
}

interface Parameter { name: string; in: 'query' | 'path' | 'header' | 'cookie'; required?: boolean; schema?: JsonSchema }

export interface Operation {
  method: 'GET' | 'POST';
  /** As documented: `/api/auth/callback/{id}`. */
  path: string;
  parameters: Parameter[];
  body?: { contentType: string; schema: JsonSchema };
}

interface OpenApiDocument {
  paths: Record<string, Record<string, { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

export const operationName = (operation: Operation) => `${operation.method} ${operation.path}`;

/** Every operation of the document, `$ref`s resolved. */
export function operationsOf(document: OpenApiDocument): Operation[] {
  const resolve = (schema: JsonSchema | undefined): JsonSchema =>
    schema?.$ref ? resolve(document.components?.schemas?.[schema.$ref.split('/').pop()!]) : schema ?? {};
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => {
      const [content] = Object.entries(operation.requestBody?.content ?? {});
      return {
        method: method.toUpperCase() as Operation['method'],
        path,
        parameters: (operation.parameters ?? []).map((parameter) => ({ ...parameter, schema: resolve(parameter.schema) })),
        ...(content ? { body: { contentType: content[0], schema: resolve(content[1].schema) } } : {}),
      };
    }));
}

/** A value of the schema's shape: what a well-behaved client would send (or close to it). */
export function validShaped(schema: JsonSchema, name = ''): fc.Arbitrary<unknown> {
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return fc.oneof(...variants.map((variant) => validShaped(variant, name)));
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'boolean': return fc.boolean();
    case 'integer': return fc.integer({ min: schema.minimum ?? -10, max: schema.maximum ?? 1_000 });
    case 'number': return fc.double({ min: schema.minimum ?? -10, max: schema.maximum ?? 1_000, noNaN: true });
    case 'array': return fc.array(validShaped(schema.items ?? {}, name), { maxLength: Math.min(schema.maxItems ?? 4, 4) });
    case 'object': return objectOf(schema, (property, key) => validShaped(property, key));
    default: {
      if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
      if (/email/i.test(name)) return fc.oneof(fc.emailAddress(), fc.constant('fuzz@example.com'));
      if (/url|redirect/i.test(name)) return fc.constantFrom('/', '/profile', 'https://evil.example/', '//evil.example', 'javascript:alert(1)');
      if (/password/i.test(name)) return fc.string({ minLength: 8, maxLength: 40 });
      const minLength = Math.min(schema.minLength ?? 0, 64);
      return fc.string({ minLength, maxLength: Math.max(minLength, Math.min(schema.maxLength ?? 40, 40)) });
    }
  }
}

/**
 * Of the schema's shape or hostile. One parameter or field of a request (`isFocus`) is mostly hostile and
 * the others mostly well-shaped, so that a hostile value is not always refused because of another one.
 */
export function fuzzedValue(schema: JsonSchema, name = '', isFocus = true): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: isFocus ? 1 : 6, arbitrary: validShaped(schema, name) }, { weight: isFocus ? 3 : 1, arbitrary: hostileValue });
}

/**
 * An object as ordered [key, value] entries, so that `__proto__` stays an own key and keys may repeat:
 * each documented property present or missing (required ones too, sometimes), plus unknown ones.
 */
export function entriesFor(schema: JsonSchema): fc.Arbitrary<[string, unknown][]> {
  const properties = Object.entries(schema.properties ?? {});
  const required = new Set(schema.required ?? []);
  const documented = (focus: number) => properties.map(([key, property], index) =>
    fc.option(fuzzedValue(property, key, index === focus).map((value): [string, unknown] => [key, value]), { freq: required.has(key) ? 8 : 2, nil: undefined }));
  const extra = fc.array(fc.tuple(fc.oneof(fc.constantFrom('__proto__', 'constructor', 'prototype', 'id', 'userId', 'role', 'emailVerified', 'twoFactorEnabled'), hostileString), hostileValue), { maxLength: 3 });
  return fc.tuple(fc.integer({ min: 0, max: properties.length }).chain((focus) => fc.tuple(...documented(focus))), fc.option(extra, { freq: 3, nil: [] }))
    .map(([present, more]) => [...present.filter((entry): entry is [string, unknown] => entry !== undefined), ...more]);
}

function objectOf(schema: JsonSchema, valueFor: (property: JsonSchema, key: string) => fc.Arbitrary<unknown>): fc.Arbitrary<Record<string, unknown>> {
  const properties = Object.entries(schema.properties ?? {});
  const required = new Set(schema.required ?? []);
  return fc.record(Object.fromEntries(properties.map(([key, property]) => [key, valueFor(property, key)])), { requiredKeys: properties.map(([key]) => key).filter((key) => required.has(key)) });
}

export const jsonOfEntries = (entries: [string, unknown][]) => `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value) ?? 'null'}`).join(',')}}`;

const FORM_BOUNDARY = '----pixelkeysfuzz';

/** The body's bytes and content type: JSON (right or odd type), a form, multipart, malformed, oversized or none. */
export function bodyFor(schema: JsonSchema, documentedType: string, maxBodyBytes: number): fc.Arbitrary<{ contentType?: string; body?: Buffer }> {
  const entries = entriesFor(schema);
  const json = entries.map(jsonOfEntries);
  const textOf = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value) ?? '');
  const oddType = fc.constantFrom(
    'application/json; charset=utf-8', 'APPLICATION/JSON', 'application/json;charset=UTF-16', 'application/json; charset=x-nonsense',
    'application/vnd.api+json', 'text/plain', 'text/plain;charset=UTF-8', 'application/xml', '*/*', ';;;', 'application/json, text/plain', 'application/',
  );
  return fc.oneof(
    { weight: 6, arbitrary: json.map((text) => ({ contentType: documentedType, body: Buffer.from(text) })) },
    { weight: 2, arbitrary: fc.tuple(json, oddType).map(([text, contentType]) => ({ contentType, body: Buffer.from(text) })) },
    { weight: 1, arbitrary: json.map((text) => ({ body: Buffer.from(text) })) },
    {
      weight: 1,
      arbitrary: entries.map((list) => ({
        contentType: 'application/x-www-form-urlencoded',
        body: Buffer.concat(list.map(([key, value], index) => Buffer.concat([Buffer.from(index ? '&' : ''), queryText(key), Buffer.from('='), queryText(textOf(value))]))),
      })),
    },
    {
      weight: 1,
      arbitrary: entries.map((list) => ({
        contentType: `multipart/form-data; boundary=${FORM_BOUNDARY}`,
        body: Buffer.concat([...list.map(([key, value]) => Buffer.concat([Buffer.from(`--${FORM_BOUNDARY}\r\nContent-Disposition: form-data; name="${key.replace(/["\r\n]/g, '')}"\r\n\r\n`), wtf8(textOf(value)), Buffer.from('\r\n')])), Buffer.from(`--${FORM_BOUNDARY}--\r\n`)]),
      })),
    },
    { weight: 2, arbitrary: malformedJson.map((body) => ({ contentType: documentedType, body })) },
    { weight: 1, arbitrary: fc.integer({ min: 1, max: 64 }).map((over) => ({ contentType: documentedType, body: Buffer.from(`{"x":"${'a'.repeat(maxBodyBytes + over - 8)}"}`) })) },
    { weight: 1, arbitrary: fc.constant({}) },
  );
}

/** Bytes that are not the JSON they claim to be. */
const malformedJson: fc.Arbitrary<Buffer> = fc.oneof(
  fc.constantFrom('', ' ', '{', '{"email":', '{"a":1}}', '{"a":1,}', "{'a':1}", 'undefined', 'NaN', '1e999999', '-0', '"\\ud800"', '\uFEFF{}', '{"a":"\\u0000"}', '{"__proto__":{"polluted":1}}', '{"constructor":{"prototype":{"polluted":1}}}').map((text) => Buffer.from(text)),
  fc.constantFrom(Buffer.from([0x7b, 0xff, 0xfe, 0x7d]), Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xed, 0xa0, 0x80, 0x22, 0x7d]), Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc0, 0x80, 0x22, 0x7d])),
  // Deep nesting: recursion over a parsed value must not overflow the stack.
  fc.integer({ min: 1_000, max: 30_000 }).chain((depth) => fc.constantFrom(`${'['.repeat(depth)}${']'.repeat(depth)}`, `${'{"a":'.repeat(depth / 5)}1${'}'.repeat(depth / 5)}`)).map((text) => Buffer.from(text)),
  fc.array(hostileValue, { maxLength: 3 }).map((values) => Buffer.from(JSON.stringify(values))),
  hostileValue.map((value) => Buffer.from(JSON.stringify(value) ?? 'null')),
);

export interface FuzzRequest {
  method: string;
  /** Path and query, percent-encoded (WTF-8, so lone surrogates arrive as such), sometimes badly on purpose. */
  target: string;
  headers: Record<string, string>;
  body?: Buffer;
}

export interface RequestContext {
  /** The store's origin: state-changing calls must carry it (http/origin-check.ts). */
  origin: string;
  maxBodyBytes: number;
}

const BROKEN_ESCAPES = ['%', '%zz', '%C0%80', '%FF', '%ED%A0%80', '%E2%82', '%00', '%0A%0D', '%2e%2e%2f', '+'];

function queryFor(parameters: Parameter[]): fc.Arbitrary<Buffer> {
  const inQuery = parameters.filter((parameter) => parameter.in === 'query');
  const pairs = (focus: number) => inQuery.map((parameter, index) =>
    fc.option(fuzzedValue(parameter.schema ?? {}, parameter.name, index === focus).map((value) => {
      const values = Array.isArray(value) ? value : [value];
      return values.map((item) => Buffer.concat([queryText(parameter.name), Buffer.from('='), queryText(typeof item === 'string' ? item : JSON.stringify(item) ?? '')]));
    }), { freq: parameter.required ? 8 : 2, nil: [] }));
  const extra = fc.array(fc.oneof(
    fc.tuple(hostileString, hostileString).map(([key, value]) => Buffer.concat([queryText(key), Buffer.from('='), queryText(value)])),
    fc.constantFrom(...BROKEN_ESCAPES).map((escape) => Buffer.from(`x=${escape}`)),
  ), { maxLength: 2 });
  return fc.tuple(fc.integer({ min: 0, max: inQuery.length }).chain((focus) => fc.tuple(...pairs(focus))), fc.option(extra, { freq: 4, nil: [] })).map(([documented, more]) => {
    const parts = [...documented.flat(), ...more];
    return parts.length ? Buffer.concat([Buffer.from('?'), ...parts.flatMap((part, index) => (index ? [Buffer.from('&'), part] : [part]))]) : Buffer.alloc(0);
  });
}

function pathFor(operation: Operation): fc.Arbitrary<Buffer> {
  const segments = operation.path.split(/(\{[^}]+\})/);
  return fc.tuple(...segments.map((segment) => {
    if (!/^\{.+\}$/.test(segment)) return fc.constant(Buffer.from(segment));
    return fc.oneof(
      fc.string({ minLength: 1, maxLength: 20 }).map(queryText),
      hostileString.filter((text) => text.length > 0).map(queryText),
      fc.constantFrom('..', '%2e%2e', '%2F', '%00', '%ED%A0%80', '%', '.env', 'acme', 'google').map((text) => Buffer.from(text)),
    );
  })).map((parts) => Buffer.concat(parts));
}

const OTHER_METHODS = ['PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD'];

/** One request to `operation`, with the headers a shopper's browser sends, or a hostile client's. */
export function requestFor(operation: Operation, context: RequestContext): fc.Arbitrary<FuzzRequest> {
  const origin = fc.oneof(
    { weight: 8, arbitrary: fc.constant<Record<string, string>>({ origin: context.origin }) },
    { weight: 1, arbitrary: fc.constant({}) },
    { weight: 1, arbitrary: fc.constantFrom('null', 'https://evil.example', 'http://', `${context.origin}.evil.example`).map((value) => ({ origin: value })) },
    { weight: 1, arbitrary: fc.constantFrom(`${context.origin}/profile`, 'https://evil.example/').map((value) => ({ referer: value })) },
  );
  const extraHeaders = fc.dictionary(
    fc.constantFrom('accept-language', 'accept', 'user-agent', 'if-none-match', 'x-pixelkeys-client-address', 'x-forwarded-proto', 'cookie', 'content-encoding', 'expect'),
    hostileHeaderValue, { maxKeys: 2 },
  );
  const body = operation.method === 'POST'
    ? bodyFor(operation.body?.schema ?? { type: 'object', properties: {} }, operation.body?.contentType ?? 'application/json', context.maxBodyBytes)
    : fc.constant<{ contentType?: string; body?: Buffer }>({});
  const method = fc.oneof({ weight: 12, arbitrary: fc.constant<string>(operation.method) }, { weight: 1, arbitrary: fc.constantFrom(...OTHER_METHODS) });
  return fc.record({ method, path: pathFor(operation), query: queryFor(operation.parameters), origin, extraHeaders, body, chunked: fc.boolean() })
    .map(({ method, path, query, origin: originHeaders, extraHeaders: extra, body: { contentType, body: bytes }, chunked }) => ({
      method,
      target: Buffer.concat([path, query]).toString('latin1'),
      headers: {
        ...extra,
        ...originHeaders,
        ...(contentType !== undefined ? { 'content-type': contentType } : {}),
        ...(bytes && chunked ? { 'transfer-encoding': 'chunked' } : {}),
      },
      ...(bytes && method !== 'GET' && method !== 'HEAD' ? { body: bytes } : {}),
    }));
}

/**
 * Bytes that are HTTP only nearly, for Node's own parser (http/client-errors.ts): odd methods, targets and
 * versions, conflicting or nonsense lengths, broken chunks, folded, nameless and oversized headers.
 */
export function rawRequestFor(operations: Operation[], origin: string): fc.Arbitrary<Buffer> {
  const method = fc.constantFrom('GET', 'POST', 'PUT', 'OPTIONS', 'HEAD', 'TRACE', 'CONNECT', 'PRI', 'get', 'G\u00e9T', 'FOO', '', 'POST POST');
  const target = fc.oneof(
    fc.constantFrom(...operations.map((operation) => operation.path)),
    fc.constantFrom('*', 'http://evil.example/api/getStats', '//api/getStats', '/api/../api/getStats', '/api/getStats?x=%00', '/api/get Stats', '/api/\u00ff\u00fe', '', `/${'a'.repeat(20_000)}`),
  );
  const version = fc.constantFrom('HTTP/1.1', 'HTTP/1.1', 'HTTP/1.0', 'HTTP/2.0', 'HTTP/9.9', 'HTTP/1.1x', 'http/1.1', '');
  const header = fc.constantFrom(
    'Content-Length: 5', 'Content-Length: 0', 'Content-Length: -1', 'Content-Length: abc', 'Content-Length: 99999999999999999999', 'Content-Length: 1, 2',
    'Transfer-Encoding: chunked', 'Transfer-Encoding: chunked, gzip', 'Transfer-Encoding: xchunked', 'Content-Type: application/json', 'Content-Type: text/plain',
    'X-Folded: a\r\n b', 'Bad Header: x', ': nameless', 'X-Control: \u0001', `Origin: ${origin}`, 'Origin: https://evil.example', 'Expect: 100-continue', 'Expect: nonsense',
    `X-Long: ${'a'.repeat(17_000)}`, 'Host: evil.example', 'Host:', 'Connection: keep-alive, Upgrade', 'Upgrade: websocket', 'Content-Encoding: gzip',
  );
  const body = fc.constantFrom('', '{}', 'hello', '5\r\nhello\r\n0\r\n\r\n', 'zz\r\nhello\r\n0\r\n\r\n', '5\r\nhello\r\n', '\u0000\u00ff', '{"email":"a@example.com"}');
  return fc.record({ method, target, version, headers: fc.array(header, { maxLength: 4 }), body, closes: fc.boolean() })
    .map(({ method, target, version, headers, body: text, closes }) => Buffer.from(
      `${method} ${target} ${version}\r\nHost: 127.0.0.1\r\n${[...headers, ...(closes ? ['Connection: close'] : [])].map((line) => `${line}\r\n`).join('')}\r\n${text}`,
      'latin1',
    ));
}
