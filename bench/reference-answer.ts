/**
 * What the reference server answers (bench/reference-server.ts): the benchmark's URLs with the store's own SQL
 * and the same JSON bytes, on a bare Node `http` listener with no router, middleware, security headers,
 * logging or ETag. Also served inside the store's own process by `bench/profile.ts inprocess`.
 */
import type { RequestListener } from 'node:http';
import type { Database } from '../src/server/db/client.js';
import { getProductById } from '../src/server/modules/catalog/catalog.js';
import { searchProducts } from '../src/server/modules/search/search-products.js';
import { SearchQuerySchema } from '../src/shared/contracts/search.js';
import { queryObject } from './workloads.js';

async function answer(database: Database, url: string): Promise<{ status: number; body: string }> {
  const path = url.slice(0, url.indexOf('?') >>> 0);
  if (path === '/api/search') {
    const query = SearchQuerySchema.safeParse(queryObject(url));
    if (!query.success) return { status: 400, body: '{"error":"bad query"}' };
    return { status: 200, body: JSON.stringify(await searchProducts(database, query.data)) };
  }
  if (path === '/api/getProduct') {
    const id = Number(new URLSearchParams(url.slice(url.indexOf('?') + 1)).get('id'));
    if (!Number.isSafeInteger(id) || id < 1) return { status: 400, body: '{"error":"bad id"}' };
    try {
      return { status: 200, body: JSON.stringify(await getProductById(database, id)) };
    } catch {
      return { status: 404, body: '{"error":"not found"}' };
    }
  }
  return { status: 404, body: '{"error":"not found"}' };
}

export function referenceListener(database: Database): RequestListener {
  return (request, response) => {
    answer(database, request.url ?? '/').then(
      ({ status, body }) => {
        response.writeHead(status, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) });
        response.end(body);
      },
      (error: unknown) => {
        response.writeHead(500, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify({ error: String(error) }));
      },
    );
  };
}
