/**
 * Keys (issue 12 §4, decision 0021): pick a product; import a CSV file or a pasted list under a batch label
 * and read the report (added, duplicates, malformed, by line, never a key's text); stock per batch; revoke a
 * batch after a confirmation; replace or refund each sold key not yet revealed, of a revoked batch or not
 * (keys-sold.tsx). The picker finds hidden products too.
 */
import { useQuery } from '@tanstack/react-query';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from '../../web/i18n/react.js';
import { useSearchParams } from 'react-router';
import {
  BatchRevocationSchema, KeyImportReportSchema, KeyStockReportSchema,
  type BatchRevocationBody, type BatchStockRow, type ImportKeysBody, type KeyImportReportBody,
} from '../../shared/contracts/admin/keys.js';
import { ListAdminProductsResponseSchema } from '../../shared/contracts/admin/catalogue.js';
import { FormMessage, inputClass } from '../../web/components/ui/form.js';
import { currentLanguage } from '../../web/i18n/i18n.js';
import { apiGet } from '../../web/lib/api-client.js';
import { adminKey, useAdminRead, useAdminWrite } from '../api.js';
import { ConfirmDialog } from '../components/confirm-dialog.js';
import { SoldUnrevealedKeys } from './keys-sold.js';
import { cellClass, formatMoment, headings, ReadState, Screen, SearchBox, selectClass, smallButton, Table } from '../components/parts.js';

export default function Keys() {
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const productId = Number(params.get('product')) || null;
  return (
    <Screen title={t('keys.title')} lead={t('keys.lead')}>
      <ProductPicker onPick={(id) => setParams({ product: String(id) })} />
      {productId && <ProductKeys key={productId} productId={productId} />}
    </Screen>
  );
}

/** Finds products by title or id among all of them, hidden ones too: a hidden product may still have stock and sold keys. */
function ProductPicker({ onPick }: { onPick(id: number): void }) {
  const { t } = useTranslation('admin');
  const language = currentLanguage();
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const found = useQuery({
    queryKey: adminKey('listAdminProducts', { q, bundle: 'false', page_size: 25 }),
    queryFn: ({ signal }) => apiGet('admin/listAdminProducts', { q, bundle: 'false', page_size: 25 }, ListAdminProductsResponseSchema, signal),
    enabled: q.length > 0,
  });
  const search = (event: FormEvent) => {
    event.preventDefault();
    setQ(typed.trim());
  };
  return (
    <section className="flex flex-col gap-3">
      <form role="search" onSubmit={search} className="flex flex-wrap items-end gap-3">
        <SearchBox label={t('keys.findProduct')} value={typed} onChange={setTyped} />
        <button type="submit" className="btn-primary">{t('keys.findButton')}</button>
      </form>
      {found.data && (found.data.rows.length === 0 ? <p>{t('keys.noMatch')}</p> : (
        <ul className="flex flex-wrap gap-2">
          {found.data.rows.map((product) => {
            const title = product.title[language] || product.title.en;
            return (
              <li key={product.id}>
                <button type="button" className={smallButton} onClick={() => onPick(product.id)} data-pick-product={product.id}
                  aria-label={t(product.hidden ? 'keys.pickHidden' : 'keys.pick', { title })}>
                  {title} · {product.platform} · {product.stock}
                  {product.hidden && <span className="rounded-full border border-border px-2 text-xs text-text-secondary">{t('keys.hidden')}</span>}
                </button>
              </li>
            );
          })}
        </ul>
      ))}
    </section>
  );
}

function ProductKeys({ productId }: { productId: number }) {
  const { t } = useTranslation('admin');
  const language = currentLanguage();
  const stock = useAdminRead('getKeyStock', { product_id: productId }, KeyStockReportSchema);
  const revoke = useAdminWrite<{ product_id: number; batch: string }, typeof BatchRevocationSchema>('revokeKeyBatch', BatchRevocationSchema);
  const [revoking, setRevoking] = useState<BatchStockRow | null>(null);
  const [revocation, setRevocation] = useState<BatchRevocationBody | null>(null);
  const [soldBatch, setSoldBatch] = useState('');

  if (!stock.data) return <ReadState error={stock.error} retry={() => void stock.refetch()} />;
  const { product, batches, totals } = stock.data;
  const title = product.title[language] || product.title.en;
  const counts = (row: Omit<BatchStockRow, 'batch' | 'is_revoked' | 'first_loaded_at' | 'last_loaded_at'>) =>
    (['available', 'reserved', 'sold_unrevealed', 'sold_revealed', 'revoked', 'total'] as const).map((field) => (
      <td key={field} className={`${cellClass} text-right tabular-nums`}>{row[field]}</td>
    ));
  return (
    <div className="flex flex-col gap-6">
      <h2 className="text-xl font-semibold">
        {t('keys.product', { id: product.id, title })}{' '}
        <span className="text-base font-normal text-text-secondary">
          · {t('keys.productStock', { stock: product.stock })}{product.hidden && <> · <span data-product-hidden="">{t('keys.hiddenProduct')}</span></>}
        </span>
      </h2>
      <ImportForm productId={product.id} />
      <section className="flex flex-col gap-3">
        <h2 id="key-stock-title" className="text-lg font-semibold">{t('keys.stockTitle')}</h2>
        {revocation && <RevocationResult revocation={revocation} />}
        {batches.length === 0 ? <p>{t('keys.noKeys')}</p> : (
          <Table label={t('keys.stockTitle')} head={headings([
            t('keys.batchColumn'), [t('keys.available'), 'right'], [t('keys.reserved'), 'right'], [t('keys.soldUnrevealed'), 'right'],
            [t('keys.soldRevealed'), 'right'], [t('keys.revoked'), 'right'], [t('keys.total'), 'right'], t('keys.loaded'), t('keys.actions'),
          ])}>
            {batches.map((batch) => (
              <tr key={batch.batch} data-batch={batch.batch}>
                <th scope="row" className={`${cellClass} text-left font-medium`}>
                  {batch.batch}{batch.is_revoked && <span className="ml-2 text-xs text-text-secondary">({t('keys.revokedBatch')})</span>}
                </th>
                {counts(batch)}
                <td className={cellClass}>{formatMoment(batch.last_loaded_at)}</td>
                <td className={cellClass}>
                  <button type="button" className={smallButton} aria-label={t('keys.revokeLabel', { batch: batch.batch })}
                    onClick={() => {
                      revoke.reset();
                      setRevoking(batch);
                    }}>{t('keys.revoke')}</button>
                </td>
              </tr>
            ))}
            <tr>
              <th scope="row" className={`${cellClass} text-left font-semibold`}>{t('keys.totals')}</th>
              {counts(totals)}
              <td className={cellClass} />
              <td className={cellClass} />
            </tr>
          </Table>
        )}
      </section>
      <SoldUnrevealedKeys productId={product.id} batches={batches.map((batch) => batch.batch)} batch={soldBatch} onBatch={setSoldBatch} />
      {revoking && (
        <ConfirmDialog
          title={t('keys.revokeTitle', { batch: revoking.batch })}
          message={<p>{t('keys.revokeMessage', { available: revoking.available, reserved: revoking.reserved })}</p>}
          confirmLabel={t('keys.confirmRevoke')}
          busy={revoke.isPending}
          error={revoke.error?.message}
          danger
          onClose={() => setRevoking(null)}
          onConfirm={() => revoke.mutate({ product_id: productId, batch: revoking.batch }, {
            onSuccess: (result) => {
              setRevocation(result);
              setSoldBatch(result.batch); // What is left to settle of it, listed below.
              setRevoking(null);
            },
          })}
        />
      )}
    </div>
  );
}

function ImportForm({ productId }: { productId: number }) {
  const { t } = useTranslation('admin');
  const importKeys = useAdminWrite<ImportKeysBody, typeof KeyImportReportSchema>('importKeys', KeyImportReportSchema);
  const [text, setText] = useState('');
  const [batch, setBatch] = useState('');
  const [format, setFormat] = useState<'' | 'csv' | 'list'>('');
  const [fileNote, setFileNote] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const [report, setReport] = useState<KeyImportReportBody | null>(null);

  const loadFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    const content = await file.text();
    setText(content);
    setMissing(false);
    setFileNote(t('keys.fileLoaded', { name: file.name, lines: content.split(/\r\n|\n|\r/).length }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) {
      setMissing(true);
      return;
    }
    setReport(null);
    importKeys.mutate({ product_id: productId, text, ...(batch.trim() ? { batch: batch.trim() } : {}), ...(format ? { format } : {}) }, {
      onSuccess: (result) => setReport(result),
    });
  };
  return (
    <section className="flex flex-col gap-3 rounded-card border border-border bg-raised p-4">
      <h2 id="key-import-title" className="text-lg font-semibold">{t('keys.importTitle')}</h2>
      <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
        <div className="flex flex-wrap gap-4">
          <label className="flex min-w-64 flex-1 flex-col gap-1.5 text-sm font-medium">
            {t('keys.batch')}
            <input className={inputClass} value={batch} maxLength={64} onChange={(event) => setBatch(event.target.value)} aria-describedby="batch-hint" />
            <span id="batch-hint" className="text-xs font-normal text-text-secondary">{t('keys.batchHint')}</span>
          </label>
          <label className="flex flex-col gap-1.5 text-sm font-medium">
            {t('keys.format')}
            <select className={selectClass} value={format} onChange={(event) => setFormat(event.target.value as '' | 'csv' | 'list')}>
              <option value="">{t('keys.formatAuto')}</option>
              <option value="csv">{t('keys.formatCsv')}</option>
              <option value="list">{t('keys.formatList')}</option>
            </select>
          </label>
        </div>
        <label className="flex flex-col gap-1.5 text-sm font-medium">
          {t('keys.paste')}
          <textarea className={`${inputClass} min-h-40 py-2 font-mono`} value={text} spellCheck={false} autoComplete="off"
            aria-invalid={missing || undefined} onChange={(event) => {
              setText(event.target.value);
              setMissing(false);
            }} />
        </label>
        <label className="flex flex-col gap-1.5 text-sm font-medium">
          {t('keys.upload')}
          <input type="file" accept=".csv,.txt,text/csv,text/plain" className="text-sm" onChange={(event) => void loadFile(event)} />
        </label>
        <div aria-live="polite">{fileNote && <p className="text-sm text-text-secondary">{fileNote}</p>}</div>
        {missing && <FormMessage kind="error">{t('keys.textRequired')}</FormMessage>}
        {importKeys.error && <FormMessage kind="error">{importKeys.error.message}</FormMessage>}
        <div>
          <button type="submit" className="btn-primary" disabled={importKeys.isPending} aria-busy={importKeys.isPending || undefined}>
            {importKeys.isPending ? t('keys.importing') : t('keys.importButton')}
          </button>
        </div>
      </form>
      <div aria-live="polite">{report && <ImportReport report={report} />}</div>
    </section>
  );
}

function ImportReport({ report }: { report: KeyImportReportBody }) {
  const { t } = useTranslation('admin');
  const problems = [
    ...report.duplicates.map((entry) => ({
      line: entry.line,
      text: entry.reason === 'in_file'
        ? t('keys.duplicateInFile', { first: entry.first_line })
        : t('keys.duplicateLoaded', { product: entry.product_id, batch: entry.batch }),
    })),
    ...report.malformed.map((entry) => ({ line: entry.line, text: t(`keys.malformedReason.${entry.reason}`) })),
  ].sort((a, b) => a.line - b.line);
  return (
    <div className="flex flex-col gap-3" data-import-report="">
      <FormMessage kind={report.added > 0 ? 'success' : 'error'}>
        {t('keys.report', {
          batch: report.batch, added: report.added, duplicates: report.duplicates.length, malformed: report.malformed.length,
          lines: report.lines, format: t(`keys.formats.${report.format}`), stock: report.stock,
        })}
      </FormMessage>
      {report.preorders_queued && <p>{t('keys.preordersQueued')}</p>}
      {problems.length > 0 && (
        <Table label={t('keys.importTitle')} head={headings([[t('keys.line'), 'right'], t('keys.problem')])}>
          {problems.map((problem) => (
            <tr key={`${problem.line}-${problem.text}`}>
              <td className={`${cellClass} text-right tabular-nums`}>{problem.line}</td>
              <td className={cellClass}>{problem.text}</td>
            </tr>
          ))}
        </Table>
      )}
    </div>
  );
}

function RevocationResult({ revocation }: { revocation: BatchRevocationBody }) {
  const { t } = useTranslation('admin');
  return (
    <div aria-live="polite">
      <FormMessage kind="success">
        {t('keys.revokedNotice', {
          batch: revocation.batch, available: revocation.revoked_available, reserved: revocation.revoked_reserved,
          revealed: revocation.sold_revealed, unrevealed: revocation.sold_unrevealed.length,
        })}
      </FormMessage>
    </div>
  );
}
