/**
 * Who issues the invoices (issue 11 §4): STORE_LEGAL_NAME, STORE_TAX_ID and STORE_ADDRESS, written to the
 * database at every start, where the invoice trigger (drizzle/0015_invoices.sql) copies them into each
 * invoice it issues. An invoice keeps the identity it was issued with when the configuration changes.
 */
import type { Database } from '../../db/client.js';
import type { Env } from '../../env.js';

export async function recordInvoiceIssuer(database: Database, env: Pick<Env, 'STORE_LEGAL_NAME' | 'STORE_TAX_ID' | 'STORE_ADDRESS'>): Promise<void> {
  await database.query(
    `insert into invoice_issuer (id, legal_name, tax_id, address) values (true, $1, $2, $3)
     on conflict (id) do update set legal_name = excluded.legal_name, tax_id = excluded.tax_id, address = excluded.address, updated_at = now()
      where (invoice_issuer.legal_name, invoice_issuer.tax_id, invoice_issuer.address) is distinct from (excluded.legal_name, excluded.tax_id, excluded.address)`,
    [env.STORE_LEGAL_NAME, env.STORE_TAX_ID, env.STORE_ADDRESS]);
}
