/**
 * The back office's calls (`/api/admin/<name>`, decision 0020) through the storefront's fetch wrapper and
 * TanStack Query. Every read is keyed ['admin', name, query]; a write invalidates ['admin'] (every screen's
 * reads: the dashboard's figures, the queue, the audit log) once it is done.
 */
import { useMutation, useQuery, useQueryClient, keepPreviousData } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiGet, apiPost, type ApiQuery } from '../web/lib/api-client.js';

export const adminKey = (name: string, query: ApiQuery = {}) => ['admin', name, query] as const;

export function useAdminRead<Schema extends z.ZodType>(name: string, query: ApiQuery, schema: Schema) {
  return useQuery({
    queryKey: adminKey(name, query),
    queryFn: ({ signal }) => apiGet(`admin/${name}`, query, schema, signal),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}

export function useAdminWrite<Body, Schema extends z.ZodType>(name: string, schema: Schema) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => apiPost(`admin/${name}`, body, schema),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin'], predicate: (query) => query.queryKey[1] !== 'access' }),
  });
}

/** A link to a back-office download (a GET the browser saves, e.g. the subscribers' CSV file). */
export const adminDownloadUrl = (name: string, query: Record<string, string | undefined>) => {
  const params = new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string] => Boolean(entry[1])));
  return `/api/admin/${name}${params.size ? `?${params}` : ''}`;
};
