/**
 * A mystery bundle's tier rule and pool in the product form (issue 12 §3, decision 6): the tier (choosing
 * one fills in its §1 rule), games per draw, minimum AAA and indie games, the value cap in euros, and the
 * pool: games found by a search of the catalogue on the server (listAdminProducts; hidden products
 * included, bundles and pre-orders left out as the draw cannot use them), each with its quality 0-4.
 * Errors come keyed by the input's field (`bundle.game_count`, `bundle.pool.2`…), from the contract or the
 * server's 422, and show under their field.
 */
import { useState } from 'react';
import { useTranslation } from '../../web/i18n/react.js';
import type { TFunction } from 'i18next';
import {
  BUNDLE_REFUSALS, BUNDLE_TIER_NAMES, ListAdminProductsResponseSchema, type AdminPoolGame, type AdminProduct, type BundleRefusal,
} from '../../shared/contracts/admin/catalogue.js';
import { BUNDLE_TIERS, type BundleTier } from '../../shared/bundle-rule.js';
import { formatEuros } from '../../shared/money.js';
import { TextField } from '../../web/components/ui/form.js';
import { ApiError } from '../../web/lib/api-client.js';
import { useLanguage } from '../../web/i18n/use-language.js';
import { localized } from '../../web/lib/localized.js';
import { useAdminRead } from '../api.js';
import { cellClass, headings, SearchBox, selectClass, smallButton, Table } from '../components/parts.js';

/** A pool game as the form keeps it: what the table and the preview show. */
export type PoolDraftGame = AdminPoolGame;

export interface BundleDraft {
  tier: BundleTier;
  game_count: string;
  min_aaa: string;
  min_indie: string;
  max_value: string;
  pool: PoolDraftGame[];
}

export const bundleDraftOf = (tier: BundleTier, pool: PoolDraftGame[] = []): BundleDraft => {
  const preset = BUNDLE_TIERS[tier];
  return {
    tier, game_count: String(preset.games), min_aaa: String(preset.minAaa), min_indie: String(preset.minIndie),
    max_value: preset.maxValueEuros.toFixed(2), pool,
  };
};

export function bundleDraftFrom(bundle: AdminProduct['bundle']): BundleDraft {
  if (!bundle) return bundleDraftOf('indie');
  const tier = (BUNDLE_TIER_NAMES as string[]).includes(bundle.tier) ? bundle.tier as BundleTier : 'indie';
  return {
    tier, game_count: String(bundle.game_count), min_aaa: String(bundle.min_aaa), min_indie: String(bundle.min_indie),
    max_value: (bundle.max_value_cents / 100).toFixed(2), pool: bundle.pool,
  };
}

/** Euros typed with at most two decimals as cents; NaN (refused by the contract) for anything else. */
export function centsOf(text: string): number {
  const euros = text.trim().replace(',', '.');
  return /^\d+(\.\d{1,2})?$/.test(euros) ? Math.round(Number(euros) * 100) : Number.NaN;
}
const wholeOf = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

/** The `bundle` of the API's input (BundleInputSchema checks it). */
export const bundleInputOf = (draft: BundleDraft) => ({
  tier: draft.tier, game_count: wholeOf(draft.game_count), min_aaa: wholeOf(draft.min_aaa), min_indie: wholeOf(draft.min_indie),
  max_value_cents: centsOf(draft.max_value), pool: draft.pool.map(({ product_id, quality }) => ({ product_id, quality })),
});

/** The locale message for a contract refusal of a `bundle.…` field. */
export function bundleMessage(field: string, code: string, t: TFunction<'admin'>): string {
  if (field === 'bundle.min_indie' && code === 'custom') return t('catalogue.mystery.errors.minSum');
  if (field === 'bundle.game_count') return t('catalogue.mystery.errors.count', { min: 1 });
  if (field === 'bundle.min_aaa' || field === 'bundle.min_indie') return t('catalogue.mystery.errors.count', { min: 0 });
  if (field === 'bundle.max_value_cents') return t('catalogue.mystery.errors.value');
  if (field === 'bundle.tier') return t('catalogue.mystery.errors.tier');
  return t('catalogue.mystery.errors.duplicate');
}

/** The server's 422 about a bundle as `{ field: message }`, or null for any other error. */
export function bundleRefusalOf(error: Error | null, t: TFunction<'admin'>): Record<string, string> | null {
  const reason = error instanceof ApiError ? error.details?.reason : undefined;
  const field = error instanceof ApiError ? error.details?.field : undefined;
  if (typeof reason !== 'string' || typeof field !== 'string' || !(BUNDLE_REFUSALS as readonly string[]).includes(reason)) return null;
  return { [field]: t(`catalogue.mystery.errors.${reason as BundleRefusal}`) };
}

const QUALITIES = [4, 3, 2, 1, 0] as const;

export function BundleEditor({ draft, productId, error, onChange }: {
  draft: BundleDraft; productId: number | null; error(field: string): string | null; onChange(draft: BundleDraft): void;
}) {
  const { t } = useTranslation('admin');
  const set = <K extends keyof BundleDraft>(key: K, value: BundleDraft[K]) => onChange({ ...draft, [key]: value });
  const setQuality = (id: number, quality: number) => set('pool', draft.pool.map((game) => (game.product_id === id ? { ...game, quality } : game)));
  return (
    <fieldset className="flex flex-col gap-4 rounded-card border border-border bg-raised p-4" data-bundle-editor="">
      <legend className="px-1 text-sm font-semibold">{t('catalogue.mystery.section')}</legend>
      <fieldset className="grid gap-4 md:grid-cols-2">
        <legend className="mb-2 text-sm font-medium">{t('catalogue.mystery.rule')}</legend>
        <label className="flex flex-col gap-1.5 text-sm font-medium md:col-span-2">
          {t('catalogue.mystery.tier')}
          <select className={selectClass} value={draft.tier} onChange={(event) => onChange(bundleDraftOf(event.target.value as BundleTier, draft.pool))}>
            {BUNDLE_TIER_NAMES.map((tier) => <option key={tier} value={tier}>{t(`catalogue.mystery.tiers.${tier}`)}</option>)}
          </select>
          <span className="text-xs font-normal text-text-secondary">{t('catalogue.mystery.tierHint')}</span>
        </label>
        <TextField label={t('catalogue.mystery.gameCount')} inputMode="numeric" value={draft.game_count} error={error('bundle.game_count')} onChange={(event) => set('game_count', event.target.value)} />
        <TextField label={t('catalogue.mystery.maxValue')} hint={t('catalogue.mystery.maxValueHint')} inputMode="decimal" value={draft.max_value}
          error={error('bundle.max_value_cents')} onChange={(event) => set('max_value', event.target.value)} />
        <TextField label={t('catalogue.mystery.minAaa')} inputMode="numeric" value={draft.min_aaa} error={error('bundle.min_aaa')} onChange={(event) => set('min_aaa', event.target.value)} />
        <TextField label={t('catalogue.mystery.minIndie')} inputMode="numeric" value={draft.min_indie} error={error('bundle.min_indie')} onChange={(event) => set('min_indie', event.target.value)} />
      </fieldset>
      <PoolTable pool={draft.pool} error={error} onQuality={setQuality} onRemove={(id) => set('pool', draft.pool.filter((game) => game.product_id !== id))} />
      <GamePicker pool={draft.pool} productId={productId} onAdd={(game) => set('pool', [...draft.pool, game])} />
    </fieldset>
  );
}

function PoolTable({ pool, error, onQuality, onRemove }: {
  pool: PoolDraftGame[]; error(field: string): string | null; onQuality(id: number, quality: number): void; onRemove(id: number): void;
}) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const poolError = error('bundle.pool');
  return (
    <div className="flex flex-col gap-2">
      <h2 className="text-sm font-semibold">{t('catalogue.mystery.pool')}</h2>
      <p className="text-xs text-text-secondary">{t('catalogue.mystery.poolLead')}</p>
      {pool.length === 0 ? <p className="text-sm text-text-secondary">{t('catalogue.mystery.poolEmpty')}</p> : (
        <Table label={t('catalogue.mystery.poolCount', { count: pool.length })}
          head={headings([t('catalogue.mystery.game'), [t('catalogue.mystery.price'), 'right'], [t('catalogue.mystery.stock'), 'right'], t('catalogue.mystery.quality'), t('catalogue.actions')])}>
          {pool.map((game, index) => {
            const title = localized(game.title, language);
            const rowError = error(`bundle.pool.${index}`) ?? error(`bundle.pool.${index}.quality`);
            return (
              <tr key={game.product_id} data-pool-game={game.product_id}>
                <td className={cellClass}>
                  <span className="font-medium">{title}</span>
                  <span className="block text-xs text-text-secondary">#{game.product_id} · {game.platform}{game.hidden ? ` · ${t('catalogue.mystery.hidden')}` : ''}</span>
                  {rowError && <p role="alert" className="mt-1 text-sm font-medium text-danger-text">{rowError}</p>}
                </td>
                <td className={`${cellClass} text-right tabular-nums`}>{formatEuros(game.pvp_cents, language)}</td>
                <td className={`${cellClass} text-right tabular-nums`}>{game.stock}</td>
                <td className={cellClass}>
                  <select className={selectClass} aria-label={t('catalogue.mystery.qualityOf', { title })} value={game.quality}
                    onChange={(event) => onQuality(game.product_id, Number(event.target.value))}>
                    {QUALITIES.map((quality) => <option key={quality} value={quality}>{t(`catalogue.mystery.qualities.${quality}`)}</option>)}
                  </select>
                </td>
                <td className={cellClass}>
                  <button type="button" className={smallButton} aria-label={t('catalogue.mystery.removeNamed', { title })} onClick={() => onRemove(game.product_id)}>
                    {t('catalogue.mystery.remove')}
                  </button>
                </td>
              </tr>
            );
          })}
        </Table>
      )}
      {poolError && <p role="alert" className="text-sm font-medium text-danger-text">{poolError}</p>}
    </div>
  );
}

function GamePicker({ pool, productId, onAdd }: { pool: PoolDraftGame[]; productId: number | null; onAdd(game: PoolDraftGame): void }) {
  const { t } = useTranslation('admin');
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState('');
  const search = (event: { preventDefault(): void; stopPropagation(): void }) => {
    // The picker sits inside the product form: its search must not submit the product.
    event.preventDefault();
    event.stopPropagation();
    setQuery(typed.trim());
  };
  return (
    <div className="flex flex-col gap-2" data-game-picker="">
      <h2 className="text-sm font-semibold">{t('catalogue.mystery.picker')}</h2>
      <div role="search" className="flex flex-wrap items-end gap-3"
        onKeyDown={(event) => { if (event.key === 'Enter') search(event); }}>
        <SearchBox label={t('catalogue.mystery.pickerSearch')} value={typed} onChange={setTyped} />
        <button type="button" className="btn-secondary" onClick={search}>{t('catalogue.mystery.pickerButton')}</button>
      </div>
      {query && <PickerResults query={query} pool={pool} productId={productId} onAdd={onAdd} />}
    </div>
  );
}

function PickerResults({ query, pool, productId, onAdd }: { query: string; pool: PoolDraftGame[]; productId: number | null; onAdd(game: PoolDraftGame): void }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const read = useAdminRead('listAdminProducts', { q: query, bundle: 'false', preorder: 'false', sort: 'title', page_size: 10 }, ListAdminProductsResponseSchema);
  const rows = (read.data?.rows ?? []).filter((row) => row.id !== productId);
  if (read.isPending) return <div className="skeleton h-20 w-full rounded-card" aria-hidden="true" />;
  if (rows.length === 0) return <p className="text-sm text-text-secondary" aria-live="polite">{t('catalogue.mystery.pickerNone')}</p>;
  return (
    <ul className="flex flex-col divide-y divide-border rounded-card border border-border" aria-live="polite">
      {rows.map((row) => {
        const title = localized(row.title, language);
        const added = pool.some((game) => game.product_id === row.id);
        return (
          <li key={row.id} className="flex items-center gap-3 px-3 py-2 text-sm" data-picker-game={row.id}>
            <span className="min-w-0 flex-1">
              <span className="font-medium">{title}</span>
              <span className="block text-xs text-text-secondary">
                #{row.id} · {row.platform} · {formatEuros(row.pvp_cents, language)}{row.hidden ? ` · ${t('catalogue.mystery.hidden')}` : ''}
              </span>
            </span>
            <button type="button" className={smallButton} disabled={added} aria-label={added ? undefined : t('catalogue.mystery.addNamed', { title })}
              onClick={() => onAdd({
                product_id: row.id, quality: 0, title: row.title, platform: row.platform, image_url: row.image_url,
                price_cents: row.price_cents, pvp_cents: row.pvp_cents, stock: row.stock, hidden: row.hidden,
              })}>
              {added ? t('catalogue.mystery.inPool') : t('catalogue.mystery.add')}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
