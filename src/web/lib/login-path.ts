/**
 * Where a visitor goes when an action needs an account (§5): /login, keeping the page they were on in
 * `redirect` so signing in can bring them back.
 */
export function loginPathFromHere(): string {
  const here = `${window.location.pathname}${window.location.search}`;
  return `/login?redirect=${encodeURIComponent(here)}`;
}
