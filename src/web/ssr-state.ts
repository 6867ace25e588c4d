/** What a server-drawn page hands to the browser (entry-server.tsx → main.tsx), in a JSON <script>. */
import type { DehydratedState } from '@tanstack/react-query';
import type { Language } from '../shared/constants.js';

export const SSR_STATE_ID = 'ssr-state';

export interface SsrState {
  /** The language the server drew the page in; the browser hydrates only when it would pick the same. */
  language: Language;
  /** The translation files the page used, loaded before hydrating so nothing suspends. */
  namespaces: string[];
  /** The reads the page made, only those (issue 13 pitfall: 205 KB of unused data). */
  queries: DehydratedState;
}
