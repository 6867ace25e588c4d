/** The URL list of a workload of bench/workloads.ts on a prepared catalogue, for the short measurements of bench/profile.ts and bench/instructions.ts. */
import { openDatabase } from '../src/server/db/client.js';
import { browseSearchPaths, productPaths, titleSearchPaths } from './workloads.js';

/** Workloads: browse, title, product (product ids between the catalogue's first and last). */
export async function pathsFor(databaseUrl: string, workload: string): Promise<string[]> {
  if (workload === 'browse') return browseSearchPaths(2000);
  if (workload === 'title') return titleSearchPaths(1500);
  if (workload !== 'product') throw new Error(`unknown workload ${workload}`);
  const database = await openDatabase({ databaseUrl, dataDir: '', poolSize: 1 });
  const [range] = await database.query<{ min: number; max: number }>('select min(id)::int as min, max(id)::int as max from products');
  await database.close();
  return productPaths(2000, range!.min, range!.max);
}

