/**
 * Text no call may take (issue 9 §5): NUL, which PostgreSQL cannot store in text (it answered 500), and
 * unpaired UTF-16 surrogates ("\ud800" in JSON), which are no character at all and would be stored as
 * garbage. Every query parameter and every string in a JSON body, keys included, of every /api call (the
 * store's and Better Auth's) is checked once here, and refused with a 400 naming the parameter. So is JSON
 * nested deeper than any call takes, which would make every validator after this one walk it.
 */
import type { Context, MiddlewareHandler, Next } from 'hono';
import { invalidInputIssues, type InputIssue } from './app-error.js';

const UNSAFE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const MESSAGE = 'must not contain NUL or unpaired surrogate characters';

export const hasUnsafeCharacters = (text: string) => UNSAFE.test(text);

/** JSON nested deeper than any call's body, and than a validator should be made to walk (found by the fuzz test). */
export const MAX_JSON_DEPTH = 32;
const DEPTH_MESSAGE = `must not be nested more than ${MAX_JSON_DEPTH} levels deep`;

interface PathNode { key: string; parent: PathNode | undefined; depth: number }
const pathText = (node: PathNode | undefined): string => {
  const keys: string[] = [];
  for (let at = node; at; at = at.parent) keys.unshift(at.key);
  return keys.join('.') || '(body)';
};

/**
 * What is wrong with the strings of a parsed JSON body, by path (`address.city`, `cart.0.title`): NUL or
 * unpaired surrogates in a value or a key, or nesting too deep. In time linear in the body: the path of a
 * value is built only when it is reported (copying it at every level made 13,000 levels take a second).
 */
export function unsafeJsonIssues(root: unknown): InputIssue[] {
  const issues: InputIssue[] = [];
  const pending: [unknown, PathNode | undefined][] = [[root, undefined]];
  while (pending.length > 0 && issues.length < 10) {
    const [value, node] = pending.pop()!;
    if (typeof value === 'string') {
      if (UNSAFE.test(value)) issues.push({ parameter: pathText(node), message: MESSAGE });
    } else if (value && typeof value === 'object') {
      const depth = (node?.depth ?? 0) + 1;
      if (depth > MAX_JSON_DEPTH) {
        issues.push({ parameter: pathText(node), message: DEPTH_MESSAGE });
        continue;
      }
      // Reversed onto the stack, so that issues come in the body's order.
      for (const [key, item] of Object.entries(value).reverse()) {
        const child = { key, parent: node, depth };
        if (UNSAFE.test(key)) issues.push({ parameter: pathText(child), message: MESSAGE });
        else pending.push([item, child]);
      }
    }
  }
  return issues;
}

const BODY_TYPES = /^(application\/json|text\/plain|application\/x-www-form-urlencoded)\b/i;

/** `fileBody`: the calls whose body is a file (an image upload), whose query alone is checked: the bytes are not text. */
export function inputGuard(fileBody: (path: string) => boolean = () => false): MiddlewareHandler {
  return (c, next) => {
    const queryIssues: InputIssue[] = [];
    // Only a percent escape can make a NUL or a lone surrogate in a query: the HTTP parser refuses control
    // characters in the address, and its other bytes are read as Latin-1. Most reads have none to decode.
    const url = c.req.url;
    const query = url.indexOf('?');
    if (query >= 0 && url.includes('%', query)) for (const [key, value] of new URL(url).searchParams) {
      if (UNSAFE.test(key) || UNSAFE.test(value)) queryIssues.push({ parameter: key.replace(UNSAFE, '?'), message: MESSAGE });
    }
    if (queryIssues.length > 0) throw invalidInputIssues(queryIssues, 'query');
    if (c.req.method === 'GET' || c.req.method === 'HEAD' || fileBody(c.req.path) || !BODY_TYPES.test(c.req.header('content-type') ?? 'text/plain')) return next();
    return checkBody(c, next);
  };
}

/** The text of a body (JSON, form or plain text) must hold no unsafe characters either. */
async function checkBody(c: Context, next: Next): Promise<void> {
  // Read once; Hono keeps the text for the route's own validator (and auth.routes.ts hands it on).
  const text = await c.req.text();
  let issues: InputIssue[];
  if (/^application\/x-www-form-urlencoded/i.test(c.req.header('content-type') ?? '')) {
    issues = [...new URLSearchParams(text)].filter(([key, value]) => UNSAFE.test(key) || UNSAFE.test(value)).map(([key]) => ({ parameter: key.replace(UNSAFE, '?'), message: MESSAGE }));
  } else {
    try {
      issues = unsafeJsonIssues(JSON.parse(text));
    } catch {
      issues = UNSAFE.test(text) ? [{ parameter: '(body)', message: MESSAGE }] : [];
    }
  }
  if (issues.length > 0) throw invalidInputIssues(issues, 'json');
  return next();
}
