/**
 * Text no call may take (issue 9 §5): NUL, which PostgreSQL cannot store in text (it answered 500), and
 * unpaired UTF-16 surrogates ("\ud800" in JSON), which are no character at all and would be stored as
 * garbage. Every query parameter and every string in a JSON body, keys included, of every /api call (the
 * store's and Better Auth's) is checked once here, and refused with a 400 naming the parameter.
 */
import type { MiddlewareHandler } from 'hono';
import { invalidInputIssues, type InputIssue } from './app-error.js';

const UNSAFE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const MESSAGE = 'must not contain NUL or unpaired surrogate characters';

export const hasUnsafeCharacters = (text: string) => UNSAFE.test(text);

/** The paths (`address.city`, `cart.0.title`) of every unsafe string in a parsed JSON value. */
export function unsafePaths(value: unknown, path: string[] = [], found: string[] = []): string[] {
  if (found.length >= 10) return found;
  if (typeof value === 'string') {
    if (UNSAFE.test(value)) found.push(path.join('.') || '(body)');
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => unsafePaths(item, [...path, String(index)], found));
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (UNSAFE.test(key)) found.push([...path, key].join('.'));
      else unsafePaths(item, [...path, key], found);
    }
  }
  return found;
}

const BODY_TYPES = /^(application\/json|text\/plain|application\/x-www-form-urlencoded)\b/i;

export function inputGuard(): MiddlewareHandler {
  return async (c, next) => {
    const queryIssues: InputIssue[] = [];
    for (const [key, value] of new URL(c.req.url).searchParams) {
      if (UNSAFE.test(key) || UNSAFE.test(value)) queryIssues.push({ parameter: key.replace(UNSAFE, '?'), message: MESSAGE });
    }
    if (queryIssues.length > 0) throw invalidInputIssues(queryIssues, 'query');
    if (c.req.method === 'GET' || c.req.method === 'HEAD' || !BODY_TYPES.test(c.req.header('content-type') ?? 'text/plain')) return next();
    // Read once; Hono keeps the text for the route's own validator (and auth.routes.ts hands it on).
    const text = await c.req.text();
    let paths: string[];
    if (/^application\/x-www-form-urlencoded/i.test(c.req.header('content-type') ?? '')) {
      paths = [...new URLSearchParams(text)].filter(([key, value]) => UNSAFE.test(key) || UNSAFE.test(value)).map(([key]) => key.replace(UNSAFE, '?'));
    } else {
      try {
        paths = unsafePaths(JSON.parse(text));
      } catch {
        paths = UNSAFE.test(text) ? ['(body)'] : [];
      }
    }
    if (paths.length > 0) throw invalidInputIssues(paths.map((parameter) => ({ parameter, message: MESSAGE })), 'json');
    return next();
  };
}
