/**
 * Create or edit a product (issue 12 §3): every §3 field, texts in es and en on two tabs, a mystery
 * bundle's rule and pool (bundle-editor.tsx), checked with the API's own contract (ProductInputSchema)
 * before sending, messages from the `admin` locale, the server's 422 about a bundle under its field; beside
 * it a live preview drawn by the storefront's own ProductCard, and under it the product page's own blocks
 * (product-page-preview.tsx). The struck-through price is not typed: it follows from the price history
 * (decision 27) and the answer shows it.
 */
import type { TFunction } from 'i18next';
import { useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '../../web/i18n/react.js';
import { Link, useNavigate, useSearchParams } from 'react-router';
import {
  AdminProductResponseSchema, MEDIA_URL_PATTERN, ProductInputSchema, type AdminProduct, type ProductInput,
} from '../../shared/contracts/admin/catalogue.js';
import type { ProductSummary } from '../../shared/contracts/common.js';
import { CATEGORIES, GENRES, PLATFORMS, PRODUCT_TYPES, REGIONS, type Language } from '../../shared/constants.js';
import { centsToEuros, discountPercent, formatEuros } from '../../shared/money.js';
import { FormMessage, TextField } from '../../web/components/ui/form.js';
import { ProductCard } from '../../web/features/product/components/product-card.js';
import { useLanguage } from '../../web/i18n/use-language.js';
import { useAdminRead, useAdminWrite } from '../api.js';
import { MediaUpload } from '../components/media-upload.js';
import { LanguageTabs, ReadState, Screen, selectClass, TextAreaField } from '../components/parts.js';
import { BundleEditor, bundleDraftFrom, bundleInputOf, bundleMessage, bundleRefusalOf, centsOf, type BundleDraft } from './bundle-editor.js';
import { previewProduct, ProductPagePreview } from './product-page-preview.js';

/** The form's state: what the inputs hold, as text. */
interface Draft {
  title: Record<Language, string>;
  description: Record<Language, string>;
  features: Record<Language, string>;
  languages: string; platform: string; regions: string[]; genres: string[]; type: string; category: string;
  developer: string; publisher: string; release_date: string; rating: string; pvp: string;
  image_url: string; banner_url: string; video_url: string; media: string;
  minimum_requirements: string; recommended_requirements: string;
  is_banner: boolean; is_featured: boolean; is_recommended: boolean; is_product_of_week: boolean; is_preorder: boolean; preorder_quota: string;
  is_bundle: boolean; bundle: BundleDraft;
}

const lines = (text: string) => text.split('\n').map((line) => line.trim()).filter(Boolean);
const requirementsText = (map: Record<string, string> | null) => Object.entries(map ?? {}).map(([label, value]) => `${label}: ${value}`).join('\n');
function requirementsOf(text: string): Record<string, string> | null {
  const entries = lines(text).map((line) => {
    const at = line.indexOf(':');
    return at < 0 ? [line, ''] : [line.slice(0, at).trim(), line.slice(at + 1).trim()];
  });
  return entries.length ? Object.fromEntries(entries) : null;
}

const EMPTY: Draft = {
  title: { es: '', en: '' }, description: { es: '', en: '' }, features: { es: '', en: '' }, languages: '', platform: 'Steam',
  regions: ['GLOBAL'], genres: [], type: 'game', category: 'pc', developer: '', publisher: '', release_date: new Date().toISOString().slice(0, 10),
  rating: '', pvp: '', image_url: '', banner_url: '', video_url: '', media: '', minimum_requirements: '', recommended_requirements: '',
  is_banner: false, is_featured: false, is_recommended: false, is_product_of_week: false, is_preorder: false, preorder_quota: '0',
  is_bundle: false, bundle: bundleDraftFrom(null),
};

function draftOf(product: AdminProduct): Draft {
  return {
    title: product.title, description: product.description,
    features: { es: product.features.es.join('\n'), en: product.features.en.join('\n') },
    languages: product.languages.join(', '), platform: product.platform, regions: product.regions, genres: product.genres, type: product.type,
    category: product.category, developer: product.developer ?? '', publisher: product.publisher ?? '', release_date: product.release_date,
    rating: product.rating === null ? '' : String(product.rating), pvp: (product.pvp_cents / 100).toFixed(2),
    image_url: product.image_url, banner_url: product.banner_url, video_url: product.video_url ?? '', media: product.media.join('\n'),
    minimum_requirements: requirementsText(product.minimum_requirements), recommended_requirements: requirementsText(product.recommended_requirements),
    is_banner: product.is_banner, is_featured: product.is_featured, is_recommended: product.is_recommended,
    is_product_of_week: product.is_product_of_week, is_preorder: product.is_preorder, preorder_quota: String(product.preorder_quota),
    is_bundle: product.is_bundle, bundle: bundleDraftFrom(product.bundle),
  };
}

/** The input the API takes (numbers parsed; an unreadable number becomes NaN and fails the contract). */
function inputOf(draft: Draft): unknown {
  return {
    title: draft.title, description: draft.description,
    features: { es: lines(draft.features.es), en: lines(draft.features.en) },
    languages: draft.languages.split(',').map((item) => item.trim()).filter(Boolean),
    platform: draft.platform, regions: draft.regions, genres: draft.genres, type: draft.type, category: draft.category,
    developer: draft.developer.trim() || null, publisher: draft.publisher.trim() || null, release_date: draft.release_date,
    rating: draft.rating.trim() === '' ? null : Number(draft.rating.replace(',', '.')),
    pvp_cents: centsOf(draft.pvp),
    image_url: draft.image_url.trim(), banner_url: draft.banner_url.trim(), video_url: draft.video_url.trim() || null, media: lines(draft.media),
    minimum_requirements: requirementsOf(draft.minimum_requirements), recommended_requirements: requirementsOf(draft.recommended_requirements),
    is_banner: draft.is_banner, is_featured: draft.is_featured, is_recommended: draft.is_recommended, is_product_of_week: draft.is_product_of_week,
    // A bundle is never a pre-order: the form hides that choice for one.
    is_preorder: draft.is_preorder && !draft.is_bundle, preorder_quota: draft.is_preorder && !draft.is_bundle ? Number(draft.preorder_quota) : 0,
    bundle: draft.is_bundle ? bundleInputOf(draft.bundle) : null,
  };
}

type Errors = Record<string, string>;

/** The preview's cover until the form holds a media address: an empty frame, nothing fetched. */
const BLANK_COVER = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="616" height="353"/>')}`;

/** The contract's refusals as locale messages, keyed by the field (title.es, pvp_cents, media…). */
function errorsOf(input: unknown, t: TFunction<'admin'>): { value?: ProductInput; errors: Errors } {
  const parsed = ProductInputSchema.safeParse(input);
  if (parsed.success) return { value: parsed.data, errors: {} };
  const errors: Errors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.filter((part) => typeof part === 'string').join('.');
    const key = field.split('.')[0]!;
    if (key === 'bundle') {
      const at = field.replace(/^(bundle\.pool\.\d+)\..*$/, '$1');
      errors[at] ??= bundleMessage(field, issue.code, t);
      continue;
    }
    const message = key === 'pvp_cents' ? 'price'
      : ['image_url', 'banner_url', 'video_url', 'media'].includes(key) ? 'mediaUrl'
      : key === 'rating' ? 'rating'
      : key === 'regions' ? 'regions'
      : key === 'preorder_quota' ? 'quota'
      : key === 'release_date' ? 'date'
      : issue.code === 'too_small' || issue.code === 'invalid_type' ? 'required'
      : issue.code === 'too_big' ? 'tooLong' : 'invalid';
    errors[field] ??= t(`catalogue.errors.${message}`);
  }
  return { errors };
}

export default function ProductForm({ id }: { id: number | null }) {
  return id === null ? <Editor product={null} /> : <LoadedEditor id={id} />;
}

function LoadedEditor({ id }: { id: number }) {
  const read = useAdminRead('getAdminProduct', { id }, AdminProductResponseSchema);
  if (!read.data) return <ReadState error={read.error} retry={() => void read.refetch()} />;
  return <Editor key={read.data.product.updated_at} product={read.data.product} history={read.data.price_history} />;
}

function Editor({ product, history = [] }: { product: AdminProduct | null; history?: { pvp_cents: number; valid_from: string; valid_to: string | null }[] }) {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  // "Saved" is in the address (`&saved=1`): the form opens again at the product's id after a save, and
  // the notice stays until the next edit.
  const [params] = useSearchParams();
  const [edited, setEdited] = useState(false);
  const saved = params.get('saved') === '1' && !edited;
  const setSaved = (value: boolean) => setEdited(!value);
  const [draft, setDraft] = useState<Draft>(() => (product ? draftOf(product) : EMPTY));
  const [tab, setTab] = useState<Language>(language);
  const [errors, setErrors] = useState<Errors>({});
  const create = useAdminWrite<{ product: ProductInput }, typeof AdminProductResponseSchema>('createProduct', AdminProductResponseSchema);
  const update = useAdminWrite<{ id: number; product: ProductInput }, typeof AdminProductResponseSchema>('updateProduct', AdminProductResponseSchema);
  const write = product ? update : create;
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    setSaved(false);
    setDraft((current) => ({ ...current, [key]: value }));
  };
  const setText = (key: 'title' | 'description' | 'features', value: string) => {
    setSaved(false);
    setDraft((current) => ({ ...current, [key]: { ...current[key], [tab]: value } }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { value, errors: found } = errorsOf(inputOf(draft), t);
    setErrors(found);
    if (!value) {
      const first = Object.keys(found)[0] ?? '';
      const other = first.endsWith('.es') ? 'es' : first.endsWith('.en') ? 'en' : null;
      if (other && other !== tab) setTab(other);
      return;
    }
    const done = {
      onSuccess: (answer: { product: AdminProduct }) => {
        setSaved(true);
        void navigate(`/admin/products?edit=${answer.product.id}&saved=1`, { replace: Boolean(product) });
      },
      // A rule of the draw the server refused (422): its message under its field.
      onError: (refused: Error) => setErrors(bundleRefusalOf(refused, t) ?? {}),
    };
    if (product) update.mutate({ id: product.id, product: value }, done);
    else create.mutate({ product: value }, done);
  };

  const preview = useMemo<ProductSummary>(() => {
    const input = inputOf(draft) as ProductInput;
    const pvp = Number.isFinite(input.pvp_cents) ? input.pvp_cents : 0;
    const price = product && product.pvp_cents === pvp ? product.price_cents : pvp;
    return {
      id: product?.id ?? 0, title: draft.title, platform: draft.platform as ProductSummary['platform'], region: draft.regions as ProductSummary['region'],
      genres: draft.genres as ProductSummary['genres'], type: draft.type as ProductSummary['type'], category: draft.category as ProductSummary['category'],
      release_date: draft.release_date, rating: typeof input.rating === 'number' && Number.isFinite(input.rating) ? input.rating : null,
      price: centsToEuros(price), pvp: centsToEuros(pvp), discount: discountPercent(price, pvp),
      stock: draft.is_preorder ? Number(draft.preorder_quota) || 0 : (product?.stock ?? 0), is_preorder: draft.is_preorder,
      is_bundle: draft.is_bundle, image_url: MEDIA_URL_PATTERN.test(draft.image_url.trim()) ? draft.image_url.trim() : BLANK_COVER, video_url: null,
    };
  }, [draft, product]);

  const pagePreview = useMemo(() => {
    const input = inputOf(draft) as ProductInput;
    const media = (url: string) => (MEDIA_URL_PATTERN.test(url) ? url : BLANK_COVER);
    return previewProduct(preview, {
      description: draft.description, features: input.features, languages: input.languages,
      developer: input.developer, publisher: input.publisher, banner_url: media(input.banner_url),
      media: input.media.filter((url) => MEDIA_URL_PATTERN.test(url)),
      minimum_requirements: input.minimum_requirements, recommended_requirements: input.recommended_requirements,
      is_banner: draft.is_banner, is_featured: draft.is_featured,
    }, draft.is_bundle ? draft.bundle.pool : null);
  }, [draft, preview]);

  const title = product ? t('catalogue.editTitle', { title: product.title[language] || product.title.en }) : t('catalogue.createTitle');
  const error = (field: string) => errors[field] ?? null;

  return (
    <Screen title={title}>
      <Link to="/admin/products" className="text-sm text-link underline-offset-2 hover:underline">{t('catalogue.back')}</Link>
      <div className="grid gap-8 xl:grid-cols-[minmax(0,1fr)_20rem]">
        <form noValidate onSubmit={submit} className="flex flex-col gap-6" aria-label={title}>
          <fieldset className="flex flex-col gap-4 rounded-card border border-border bg-raised p-4">
            <legend className="px-1 text-sm font-semibold">{t('catalogue.texts')}</legend>
            <LanguageTabs label={t('catalogue.textLanguage')} tab={tab} names={{ es: t('catalogue.lang.es'), en: t('catalogue.lang.en') }} onTab={setTab}
              marked={(lang) => Object.keys(errors).some((field) => field.endsWith(`.${lang}`))}>
              <TextField label={t('catalogue.fields.title')} value={draft.title[tab]} error={error(`title.${tab}`)} onChange={(event) => setText('title', event.target.value)} />
              <TextAreaField label={t('catalogue.fields.description')} hint={t('catalogue.hints.description')} value={draft.description[tab]}
                error={error(`description.${tab}`)} rows={6} onChange={(value) => setText('description', value)} />
              <TextAreaField label={t('catalogue.fields.features')} hint={t('catalogue.hints.lines')} value={draft.features[tab]}
                error={error(`features.${tab}`)} rows={3} onChange={(value) => setText('features', value)} />
            </LanguageTabs>
          </fieldset>

          <fieldset className="grid gap-4 rounded-card border border-border bg-raised p-4 md:grid-cols-2">
            <legend className="px-1 text-sm font-semibold">{t('catalogue.details')}</legend>
            <Select label={t('catalogue.type')} value={draft.type} options={PRODUCT_TYPES.map((type) => [type, t(`catalogue.types.${type}`)])} onChange={(value) => set('type', value)} />
            <Select label={t('catalogue.category')} value={draft.category} options={CATEGORIES.map((category) => [category, t(`catalogue.categories.${category}`)])} onChange={(value) => set('category', value)} />
            <Select label={t('catalogue.platform')} value={draft.platform} options={PLATFORMS.map((platform) => [platform, platform])} onChange={(value) => set('platform', value)} />
            <TextField label={t('catalogue.fields.releaseDate')} type="date" value={draft.release_date} error={error('release_date')} onChange={(event) => set('release_date', event.target.value)} />
            <TextField label={t('catalogue.fields.pvp')} hint={t('catalogue.hints.pvp')} inputMode="decimal" value={draft.pvp} error={error('pvp_cents')} onChange={(event) => set('pvp', event.target.value)} />
            <TextField label={t('catalogue.fields.rating')} hint={t('catalogue.hints.rating')} inputMode="decimal" value={draft.rating} error={error('rating')} onChange={(event) => set('rating', event.target.value)} />
            <TextField label={t('catalogue.fields.developer')} value={draft.developer} error={error('developer')} onChange={(event) => set('developer', event.target.value)} />
            <TextField label={t('catalogue.fields.publisher')} value={draft.publisher} error={error('publisher')} onChange={(event) => set('publisher', event.target.value)} />
            <TextField label={t('catalogue.fields.languages')} hint={t('catalogue.hints.commas')} value={draft.languages} error={error('languages')} onChange={(event) => set('languages', event.target.value)} className="md:col-span-2" />
            <Checks legend={t('catalogue.fields.regions')} values={REGIONS} labels={(region) => region} chosen={draft.regions} error={error('regions')} onChange={(value) => set('regions', value)} />
            <Checks legend={t('catalogue.fields.genres')} values={GENRES} labels={(genre) => tc(`genres.${genre}`)} chosen={draft.genres} error={error('genres')} onChange={(value) => set('genres', value)} />
          </fieldset>

          <fieldset className="grid gap-4 rounded-card border border-border bg-raised p-4 md:grid-cols-2">
            <legend className="px-1 text-sm font-semibold">{t('catalogue.mediaSection')}</legend>
            <div className="flex flex-col gap-2">
              <TextField label={t('catalogue.fields.image')} hint={t('catalogue.hints.media')} value={draft.image_url} error={error('image_url')} onChange={(event) => set('image_url', event.target.value)} />
              <MediaUpload kind="cover" onUploaded={(url) => set('image_url', url)} />
            </div>
            <div className="flex flex-col gap-2">
              <TextField label={t('catalogue.fields.banner')} value={draft.banner_url} error={error('banner_url')} onChange={(event) => set('banner_url', event.target.value)} />
              <MediaUpload kind="banner" onUploaded={(url) => set('banner_url', url)} />
            </div>
            <TextField label={t('catalogue.fields.video')} value={draft.video_url} error={error('video_url')} onChange={(event) => set('video_url', event.target.value)} />
            <div className="flex flex-col gap-2">
              <TextAreaField label={t('catalogue.fields.gallery')} hint={t('catalogue.hints.lines')} value={draft.media} error={error('media')} rows={3} onChange={(value) => set('media', value)} />
              {/* A screenshot adds a line to the gallery. */}
              <MediaUpload kind="shot"
                onUploaded={(url) => {
                  setSaved(false);
                  setDraft((current) => ({ ...current, media: [...current.media.split('\n').filter((line) => line.trim()), url].join('\n') }));
                }} />
            </div>
            <TextAreaField label={t('catalogue.fields.minimum')} hint={t('catalogue.hints.requirements')} value={draft.minimum_requirements} error={error('minimum_requirements')} rows={4} onChange={(value) => set('minimum_requirements', value)} />
            <TextAreaField label={t('catalogue.fields.recommended')} hint={t('catalogue.hints.requirements')} value={draft.recommended_requirements} error={error('recommended_requirements')} rows={4} onChange={(value) => set('recommended_requirements', value)} />
          </fieldset>

          <fieldset className="flex flex-col gap-3 rounded-card border border-border bg-raised p-4">
            <legend className="px-1 text-sm font-semibold">{t('catalogue.flags')}</legend>
            {(['is_banner', 'is_featured', 'is_recommended', 'is_product_of_week', ...(draft.is_bundle ? [] : ['is_preorder'] as const)] as const).map((flag) => (
              <label key={flag} className="flex min-h-11 items-center gap-3 text-sm">
                <input type="checkbox" className="size-5" checked={draft[flag]} onChange={(event) => set(flag, event.target.checked)} />
                {t(`catalogue.fields.${flag}`)}
              </label>
            ))}
            {error('is_preorder') && <p role="alert" className="text-sm font-medium text-danger-text">{error('is_preorder')}</p>}
            {draft.is_preorder && !draft.is_bundle && (
              <TextField label={t('catalogue.fields.quota')} inputMode="numeric" value={draft.preorder_quota} error={error('preorder_quota')} onChange={(event) => set('preorder_quota', event.target.value)} />
            )}
          </fieldset>

          <div className="flex flex-col gap-3">
            <label className="flex min-h-11 items-center gap-3 text-sm">
              {/* A product never changes kind (the API refuses it): chosen when it is created. */}
              <input type="checkbox" className="size-5" checked={draft.is_bundle} disabled={Boolean(product)} aria-describedby="product-kind-hint"
                onChange={(event) => set('is_bundle', event.target.checked)} />
              {t('catalogue.mystery.isBundle')}
            </label>
            <p id="product-kind-hint" className="text-xs text-text-secondary">{t('catalogue.mystery.kindFixed')}</p>
            {error('bundle') && <p role="alert" className="text-sm font-medium text-danger-text">{error('bundle')}</p>}
            {draft.is_bundle && <BundleEditor draft={draft.bundle} productId={product?.id ?? null} error={error} onChange={(bundle) => set('bundle', bundle)} />}
          </div>

          <div aria-live="polite">
            {Object.keys(errors).length > 0 && <FormMessage kind="error">{t('catalogue.errors.summary')}</FormMessage>}
            {write.error && !bundleRefusalOf(write.error, t) && <FormMessage kind="error">{write.error.message}</FormMessage>}
            {saved && <FormMessage kind="success">{t('catalogue.saved')}</FormMessage>}
          </div>
          <div><button type="submit" className="btn-primary" disabled={write.isPending}>{write.isPending ? t('catalogue.saving') : t('catalogue.save')}</button></div>
        </form>

        <aside aria-label={t('catalogue.preview')} className="flex flex-col gap-4">
          <h2 className="text-base font-semibold">{t('catalogue.preview')}</h2>
          {/* The storefront's own card, inert: a preview, not a link. */}
          <div inert className="w-full max-w-80" data-preview="">
            <ProductCard product={preview} eager />
          </div>
          {product && (
            <section className="text-sm text-text-secondary">
              <h2 className="mb-2 text-base font-semibold text-text">{t('catalogue.priceHistory')}</h2>
              <p>{t('catalogue.referencePrice', { price: formatEuros(product.price_cents, language) })}</p>
              <ul className="mt-2 flex flex-col gap-1">
                {history.slice(0, 10).map((change) => (
                  <li key={change.valid_from}>{formatEuros(change.pvp_cents, language)} · {new Date(change.valid_from).toLocaleDateString(language, { timeZone: 'Europe/Madrid' })}</li>
                ))}
              </ul>
            </section>
          )}
        </aside>
      </div>
      <ProductPagePreview product={pagePreview} />
    </Screen>
  );
}

function Select({ label, value, options, onChange }: { label: string; value: string; options: [string, string][]; onChange(value: string): void }) {
  return (
    <label className="flex flex-col gap-1.5 text-sm font-medium">
      {label}
      <select className={selectClass} value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map(([option, text]) => <option key={option} value={option}>{text}</option>)}
      </select>
    </label>
  );
}

function Checks<T extends string>({ legend, values, labels, chosen, error, onChange }: {
  legend: string; values: readonly T[]; labels(value: T): ReactNode; chosen: string[]; error: string | null; onChange(value: string[]): void;
}) {
  return (
    <fieldset className="md:col-span-2">
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-1">
        {values.map((value) => (
          <label key={value} className="flex min-h-11 items-center gap-2 text-sm">
            <input type="checkbox" className="size-5" checked={chosen.includes(value)}
              onChange={(event) => onChange(event.target.checked ? [...chosen, value] : chosen.filter((item) => item !== value))} />
            {labels(value)}
          </label>
        ))}
      </div>
      {error && <p role="alert" className="mt-1 text-sm font-medium text-danger-text">{error}</p>}
    </fieldset>
  );
}
