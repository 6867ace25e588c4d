/**
 * The visitor's session (spec §4 Auth, decision 12; AUTH-01..04). The session itself is an httpOnly cookie
 * the page never sees; this module reads `/api/auth/get-session` into the query cache and keeps it fresh:
 *
 * - loading until the first answer, then a user or none (AUTH-01);
 * - re-read on every session event (sign-in, sign-out, refresh, password recovery, user updated, MFA
 *   verified), in this tab and, through a BroadcastChannel, in the reader's other tabs (AUTH-02);
 * - re-read every few minutes while the page is open and when it regains focus: each read lets the server
 *   renew a session that is a day old, so an active shopper is never signed out mid-checkout; near its
 *   expiry the read comes sooner (AUTH-03);
 * - a 502, 503 or 504, or no network, is retried and keeps the session shown (ERR-31); any other failure is
 *   not retryable and removes it (AUTH-04).
 *
 * Better Auth's own client is not used here: it would add 12 KB gzip to every page for one GET. The
 * account screens call its endpoints through `auth-api.ts`, in their own chunks.
 */
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { LANGUAGE_HEADER } from '../../shared/constants.js';
import { pageLanguage } from '../i18n/page-language.js';

export interface SessionUser {
  id: string;
  email: string;
  fullName: string | null;
  emailVerified: boolean;
  twoFactorEnabled: boolean;
  createdAt: string;
}

export type Session =
  | { status: 'loading'; user: null }
  | { status: 'signed-out'; user: null }
  | { status: 'signed-in'; user: SessionUser };

export type SessionEvent = 'signed-in' | 'signed-out' | 'refreshed' | 'password-recovery' | 'user-updated' | 'mfa-verified';

interface SessionRead {
  user: SessionUser;
  expiresAt: number;
}

export const SESSION_QUERY_KEY = ['session'] as const;
/** How often an open page re-reads its session (AUTH-03). */
export const SESSION_REFRESH_MS = 5 * 60_000;
/** A session this close to its end is re-read at once, so the server renews it in time. */
const SESSION_NEAR_EXPIRY_MS = 3 * 30_000;
const RETRYABLE_STATUS = new Set([502, 503, 504]);
const CHANNEL_NAME = 'pixelkeys-session';

class RetryableSessionError extends Error {
  override readonly name = 'RetryableSessionError';
}

interface WireSession {
  session?: { expiresAt?: string };
  user?: { id: string; email: string; name?: string | null; emailVerified?: boolean; twoFactorEnabled?: boolean | null; createdAt?: string };
}

export function toSessionRead(body: WireSession | null): SessionRead | null {
  if (!body?.user?.id) return null;
  const { user } = body;
  const name = user.name?.trim();
  return {
    user: {
      id: user.id,
      email: user.email,
      fullName: name ? name : null,
      emailVerified: Boolean(user.emailVerified),
      twoFactorEnabled: Boolean(user.twoFactorEnabled),
      createdAt: user.createdAt ?? new Date().toISOString(),
    },
    expiresAt: body.session?.expiresAt ? Date.parse(body.session.expiresAt) : Date.now() + SESSION_REFRESH_MS,
  };
}

async function readSession({ signal }: { signal: AbortSignal }): Promise<SessionRead | null> {
  let response: Response;
  try {
    // With the reader's language, which the server keeps on the account for its mails (issue 9 §6).
    const headers = { accept: 'application/json', [LANGUAGE_HEADER]: pageLanguage() };
    response = await fetch('/api/auth/get-session', { headers, credentials: 'same-origin', signal });
  } catch (error) {
    throw new RetryableSessionError(error instanceof Error ? error.message : 'Network error');
  }
  if (RETRYABLE_STATUS.has(response.status)) throw new RetryableSessionError(`Session read answered ${response.status}`);
  if (!response.ok) return null;
  return toSessionRead((await response.json()) as WireSession | null);
}

/** Milliseconds until the next read: the usual interval, or sooner when the session is about to end. */
export function nextRefreshIn(read: SessionRead | null | undefined, now = Date.now()): number {
  if (!read) return SESSION_REFRESH_MS;
  const untilNearExpiry = read.expiresAt - SESSION_NEAR_EXPIRY_MS - now;
  return Math.max(30_000, Math.min(SESSION_REFRESH_MS, untilNearExpiry));
}

const sessionQuery = {
  queryKey: SESSION_QUERY_KEY,
  queryFn: readSession,
  staleTime: 30_000,
  gcTime: Infinity,
  refetchOnWindowFocus: 'always',
  refetchInterval: (query: { state: { data: SessionRead | null | undefined } }) => nextRefreshIn(query.state.data),
  retry: (failures: number, error: Error) => error instanceof RetryableSessionError && failures < 3,
} as const;

function useSessionQuery() {
  return useQuery(sessionQuery);
}

export function useSession(): Session {
  const query = useSessionQuery();
  if (query.data) return { status: 'signed-in', user: query.data.user };
  if (query.isPending) return { status: 'loading', user: null };
  return { status: 'signed-out', user: null };
}

/** §2: the name shown for a user: the full name, else the e-mail. */
export function displayName(user: SessionUser): string {
  return user.fullName ?? user.email;
}

const ANONYMOUS = 'anonymous';
const scopeOf = (read: SessionRead | null) => read?.user.id ?? ANONYMOUS;

/**
 * §9: caches are keyed by request and user id, or 'anonymous'. Its caller draws again only when the scope
 * changes: until the session read answers, the scope is the visitor's (the placeholder), so a visitor's pages
 * (home and its every section) do not all draw again, in one synchronous render, when it answers.
 */
export function useCacheScope(): string {
  return useQuery({ ...sessionQuery, placeholderData: null, select: scopeOf }).data ?? ANONYMOUS;
}

let channel: BroadcastChannel | undefined;
function sessionChannel(): BroadcastChannel | undefined {
  if (!channel && typeof BroadcastChannel !== 'undefined') channel = new BroadcastChannel(CHANNEL_NAME);
  return channel;
}

const eventListeners = new Set<(event: SessionEvent) => void>();

/**
 * Follows the session events this tab applies (its own and the reader's other tabs'): a sign-out the
 * shopper asked for, as opposed to a session that ended on its own, which only reads as signed out.
 */
export function onSessionEvent(listener: (event: SessionEvent) => void): () => void {
  eventListeners.add(listener);
  return () => eventListeners.delete(listener);
}

function applyEvent(queryClient: QueryClient, event: SessionEvent): Promise<void> {
  for (const listener of eventListeners) listener(event);
  if (event === 'signed-out') {
    const previous = queryClient.getQueryData<SessionRead | null>(SESSION_QUERY_KEY);
    queryClient.setQueryData(SESSION_QUERY_KEY, null);
    // Reset app state (§4 Logout): every read kept for that user goes.
    if (previous) queryClient.removeQueries({ predicate: (query) => query.queryKey.includes(previous.user.id) });
    return Promise.resolve();
  }
  return queryClient.refetchQueries({ queryKey: SESSION_QUERY_KEY, exact: true });
}

/**
 * Tells this tab and the reader's other tabs that the session changed (AUTH-02); resolves once this tab
 * has read the new session.
 */
export function announceSession(queryClient: QueryClient, event: SessionEvent): Promise<void> {
  broadcastSession(event);
  return applyEvent(queryClient, event);
}

/** Tells only the reader's other tabs (this tab is about to load a new page). */
export function broadcastSession(event: SessionEvent): void {
  sessionChannel()?.postMessage(event);
}

/** Mounted once by the shell: follows the events other tabs announce. */
export function useSessionSync(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const current = sessionChannel();
    if (!current) return;
    const onMessage = (message: MessageEvent<SessionEvent>) => void applyEvent(queryClient, message.data);
    current.addEventListener('message', onMessage);
    return () => current.removeEventListener('message', onMessage);
  }, [queryClient]);
}
