/**
 * Catalogue (issue 12 §3): the products table, searched, filtered, sorted and paged on the server; a row
 * opens the edit form (`?edit=<id>`, or `?edit=new` to create), which shows the storefront's own card as a
 * live preview. Hide and show act from the table.
 */
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { useTranslation } from '../../web/i18n/react.js';
import { Link, useSearchParams } from 'react-router';
import {
  AdminProductResponseSchema, ListAdminProductsResponseSchema, PRODUCT_SORTS, type AdminProductRow,
} from '../../shared/contracts/admin/catalogue.js';
import { ADMIN_DEFAULT_PAGE_SIZE } from '../../shared/contracts/admin/common.js';
import { CATEGORIES, PLATFORMS, PRODUCT_TYPES } from '../../shared/constants.js';
import { formatEuros } from '../../shared/money.js';
import { PageFallback } from '../../web/app/layout/page-fallback.js';
import { FormMessage } from '../../web/components/ui/form.js';
import { useLanguage } from '../../web/i18n/use-language.js';
import { localized } from '../../web/lib/localized.js';
import { useAdminRead, useAdminWrite } from '../api.js';
import { cellClass, FilterSelect, formatMoment, PagedTable, Screen, SearchBox, smallButton } from '../components/parts.js';

const ProductForm = lazy(() => import('./product-form.js'));

export default function Products() {
  const [params] = useSearchParams();
  const edit = params.get('edit');
  if (edit) return <Suspense fallback={<PageFallback />}><ProductForm id={edit === 'new' ? null : Number(edit)} /></Suspense>;
  return <ProductList />;
}

function ProductList() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const [typed, setTyped] = useState('');
  const [filters, setFilters] = useState({
    q: '', type: '', platform: '', category: '', hidden: '', preorder: '', low_stock: '', sort: 'newest', page: 1, page_size: ADMIN_DEFAULT_PAGE_SIZE,
  });
  const query = Object.fromEntries(Object.entries(filters).map(([key, value]) => [key, value === '' ? undefined : value]));
  const read = useAdminRead('listAdminProducts', query, ListAdminProductsResponseSchema);
  const hide = useAdminWrite<{ id: number; hidden: boolean }, typeof AdminProductResponseSchema>('setProductHidden', AdminProductResponseSchema);
  const set = (key: keyof typeof filters) => (value: string) => setFilters((current) => ({ ...current, [key]: value, page: 1 }));
  const search = (event: FormEvent) => {
    event.preventDefault();
    setFilters((current) => ({ ...current, q: typed.trim(), page: 1 }));
  };
  const yesNo: [string, string][] = [['true', t('catalogue.yes')], ['false', t('catalogue.no')]];

  return (
    <Screen title={t('catalogue.title')} lead={t('catalogue.lead')}>
      <div><Link to="/admin/products?edit=new" className="btn-primary">{t('catalogue.create')}</Link></div>
      <form role="search" onSubmit={search} className="flex flex-wrap items-end gap-3">
        <SearchBox label={t('catalogue.search')} value={typed} onChange={setTyped} />
        <FilterSelect label={t('catalogue.type')} any={t('catalogue.any')} value={filters.type}
          options={PRODUCT_TYPES.map((type) => [type, t(`catalogue.types.${type}`)])} onChange={set('type')} />
        <FilterSelect label={t('catalogue.platform')} any={t('catalogue.any')} value={filters.platform}
          options={PLATFORMS.map((platform) => [platform, platform])} onChange={set('platform')} />
        <FilterSelect label={t('catalogue.category')} any={t('catalogue.any')} value={filters.category}
          options={CATEGORIES.map((category) => [category, t(`catalogue.categories.${category}`)])} onChange={set('category')} />
        <FilterSelect label={t('catalogue.hiddenFilter')} any={t('catalogue.any')} value={filters.hidden} options={yesNo} onChange={set('hidden')} />
        <FilterSelect label={t('catalogue.preorderFilter')} any={t('catalogue.any')} value={filters.preorder} options={yesNo} onChange={set('preorder')} />
        <FilterSelect label={t('catalogue.lowStockFilter')} any={t('catalogue.any')} value={filters.low_stock}
          options={[['true', t('catalogue.yes')]]} onChange={set('low_stock')} />
        <label className="flex flex-col gap-1.5 text-sm font-medium">
          {t('catalogue.sort')}
          <select className="min-h-11 rounded-control border border-border bg-page px-3 text-text" value={filters.sort}
            onChange={(event) => set('sort')(event.target.value)}>
            {PRODUCT_SORTS.map((sort) => <option key={sort} value={sort}>{t(`catalogue.sorts.${sort}`)}</option>)}
          </select>
        </label>
        <button type="submit" className="btn-primary">{t('catalogue.searchButton')}</button>
      </form>
      <div aria-live="polite">{hide.isSuccess && <FormMessage kind="success">{t('catalogue.saved')}</FormMessage>}</div>
      {hide.error && <FormMessage kind="error">{hide.error.message}</FormMessage>}
      <PagedTable
        read={read} label={t('catalogue.title')} empty={t('catalogue.none')}
        columns={['ID', t('catalogue.productTitle'), t('catalogue.platform'), [t('catalogue.pvp'), 'right'], [t('catalogue.stock'), 'right'],
          t('catalogue.status'), t('catalogue.updated'), t('catalogue.actions')]}
        onPage={(page) => setFilters((current) => ({ ...current, page }))}
        onPageSize={(page_size) => setFilters((current) => ({ ...current, page_size, page: 1 }))}
        row={(product: AdminProductRow) => (
          <tr key={product.id} data-product-row={product.id}>
            <td className={`${cellClass} tabular-nums`}>{product.id}</td>
            <td className={cellClass}>
              <Link className="font-medium text-link underline-offset-2 hover:underline" to={`/admin/products?edit=${product.id}`}>
                {localized(product.title, language)}
              </Link>
            </td>
            <td className={cellClass}>{product.platform}</td>
            <td className={`${cellClass} text-right tabular-nums`}>
              {formatEuros(product.pvp_cents, language)}
              {product.discount > 0 && <span className="block text-xs text-text-secondary">−{product.discount} %</span>}
            </td>
            <td className={`${cellClass} text-right tabular-nums`}>{product.stock}</td>
            <td className={cellClass}>
              {[product.hidden && t('catalogue.hidden'), product.is_preorder && t('catalogue.preorder'), product.is_bundle && t('catalogue.bundle'),
                product.is_banner && t('catalogue.banner'), product.is_product_of_week && t('catalogue.week'), product.is_featured && t('catalogue.featured')]
                .filter(Boolean).join(' · ') || t('catalogue.visible')}
            </td>
            <td className={cellClass}>{formatMoment(product.updated_at)}</td>
            <td className={cellClass}>
              <button type="button" className={smallButton} disabled={hide.isPending}
                onClick={() => hide.mutate({ id: product.id, hidden: !product.hidden })}>
                {product.hidden ? t('catalogue.show') : t('catalogue.hide')}
              </button>
            </td>
          </tr>
        )}
      />
    </Screen>
  );
}
