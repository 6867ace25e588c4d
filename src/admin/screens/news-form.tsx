/**
 * Write or edit a news item (issue 12 §7): name and content in es and en on two tabs, the slug and the
 * image, checked with the API's own contract (NewsInputSchema) before sending, messages from the `admin`
 * locale. Beside it: the markup help (§2 News: bold, italic, underline, links, bullets), each example drawn
 * by the storefront's markup renderer, and a live preview drawn by the storefront's own NewsArticle, in
 * the language of the tab. Once saved, the item is published now or at a Madrid moment (a future one
 * schedules it), or unpublished.
 */
import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from '../../web/i18n/react.js';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { MEDIA_URL_PATTERN, SLUG_TAKEN } from '../../shared/contracts/admin/catalogue.js';
import {
  AdminNewsResponseSchema, NewsInputSchema, newsArtworkUrl, slugOf, type AdminNews, type NewsInput,
} from '../../shared/contracts/admin/news.js';
import type { NewsItem } from '../../shared/contracts/get-news.js';
import type { Language } from '../../shared/constants.js';
import { FormMessage, TextField } from '../../web/components/ui/form.js';
import { MarkupContent, MarkupInline } from '../../web/features/news/components/markup-content.js';
import { NewsArticle } from '../../web/features/news/components/news-article.js';
import { useLanguage } from '../../web/i18n/use-language.js';
import { ApiError } from '../../web/lib/api-client.js';
import { localized } from '../../web/lib/localized.js';
import { useAdminRead, useAdminWrite } from '../api.js';
import { isoToMadridLocal, madridLocalToIso } from '../components/madrid-time.js';
import { formatMoment, LanguageTabs, ReadState, Screen, TextAreaField } from '../components/parts.js';
import { StatusTag } from './news-status.js';

/** The form's state: what the inputs hold. */
interface Draft {
  name: Record<Language, string>;
  content: Record<Language, string>;
  slug: string;
  image_url: string;
}

const EMPTY: Draft = { name: { es: '', en: '' }, content: { es: '', en: '' }, slug: '', image_url: '' };

const draftOf = (news: AdminNews): Draft => ({ name: news.name, content: news.content, slug: news.slug, image_url: news.image_url });

const trimmed = (text: Record<Language, string>) => ({ es: text.es.trim(), en: text.en.trim() });

/** What the API takes: the texts trimmed (as the contract does), the image proposed from the slug when left empty. */
const inputOf = (draft: Draft) => {
  const slug = draft.slug.trim();
  return { name: trimmed(draft.name), content: trimmed(draft.content), slug, image_url: draft.image_url.trim() || (slug ? newsArtworkUrl(slug) : '') };
};

const sameFields = (draft: Draft, news: AdminNews) => JSON.stringify(inputOf(draft)) === JSON.stringify(inputOf(draftOf(news)));

type Errors = Record<string, string>;

/** The contract's refusals as locale messages, keyed by the field (name.es, slug, image_url…). */
function errorsOf(input: unknown, t: (key: string) => string): { value?: NewsInput; errors: Errors } {
  const parsed = NewsInputSchema.safeParse(input);
  if (parsed.success) return { value: parsed.data, errors: {} };
  const errors: Errors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.filter((part) => typeof part === 'string').join('.');
    const key = field.split('.')[0]!;
    const message = key === 'slug' ? 'slug' : key === 'image_url' ? 'mediaUrl' : issue.code === 'too_big' ? 'tooLong' : 'oneLanguage';
    // "Needs es or en" is the whole text's: shown under the field of each language.
    for (const name of field.includes('.') ? [field] : key === 'name' || key === 'content' ? [`${key}.es`, `${key}.en`] : [field]) {
      errors[name] ??= t(`news.errors.${message}`);
    }
  }
  return { errors };
}

/** The preview's image until the form holds a media address: an empty frame, nothing fetched. */
const BLANK_IMAGE = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630"/>')}`;

/** `value` once it has stayed the same for a moment. */
function useSettled(value: string, delayMs = 400): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

export default function NewsForm({ id }: { id: number | null }) {
  return id === null ? <Editor news={null} /> : <LoadedEditor id={id} />;
}

function LoadedEditor({ id }: { id: number }) {
  const read = useAdminRead('getAdminNews', { id }, AdminNewsResponseSchema);
  if (!read.data) return <ReadState error={read.error} retry={() => void read.refetch()} />;
  // Keyed by the item, not its version: a publication re-reads it without resetting what is being typed.
  return <Editor key={read.data.news.id} news={read.data.news} />;
}

function Editor({ news }: { news: AdminNews | null }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const navigate = useNavigate();
  // "Saved" is in the address (`&saved=1`), as in the product form: a new item opens again at its id.
  const [params] = useSearchParams();
  const [edited, setEdited] = useState(false);
  const saved = params.get('saved') === '1' && !edited;
  const [draft, setDraft] = useState<Draft>(() => (news ? draftOf(news) : EMPTY));
  // A new item's slug follows its name, and an image left as the slug's artwork follows the slug, until typed.
  const [slugTyped, setSlugTyped] = useState(news !== null);
  const [tab, setTab] = useState<Language>(language);
  const [errors, setErrors] = useState<Errors>({});
  const create = useAdminWrite<{ news: NewsInput }, typeof AdminNewsResponseSchema>('createNews', AdminNewsResponseSchema);
  const update = useAdminWrite<{ id: number; news: NewsInput }, typeof AdminNewsResponseSchema>('updateNews', AdminNewsResponseSchema);
  const write = news ? update : create;
  const previewId = useId();

  const change = (next: (current: Draft) => Draft, ownSlug = slugTyped) => {
    setEdited(true);
    setDraft((current) => {
      const changed = next(current);
      const slug = ownSlug ? changed.slug : slugOf(changed.name.en || changed.name.es);
      const followsSlug = current.image_url === '' || current.image_url === newsArtworkUrl(current.slug);
      return { ...changed, slug, image_url: followsSlug && slug ? newsArtworkUrl(slug) : changed.image_url };
    });
  };
  const setText = (key: 'name' | 'content', value: string) => change((current) => ({ ...current, [key]: { ...current[key], [tab]: value } }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { value, errors: found } = errorsOf(inputOf(draft), t as (key: string) => string);
    setErrors(found);
    if (!value) {
      const first = Object.keys(found)[0] ?? '';
      const other = first.endsWith('.es') ? 'es' : first.endsWith('.en') ? 'en' : null;
      if (other && other !== tab && !found[`${first.split('.')[0]}.${tab}`]) setTab(other);
      return;
    }
    const done = {
      onSuccess: (answer: { news: AdminNews }) => {
        setEdited(false);
        void navigate(`/admin/news?edit=${answer.news.id}&saved=1`, { replace: Boolean(news) });
      },
    };
    if (news) update.mutate({ id: news.id, news: value }, done);
    else create.mutate({ news: value }, done);
  };

  const slugTaken = write.error instanceof ApiError && write.error.details?.reason === SLUG_TAKEN;
  const error = (field: string) => errors[field] ?? (field === 'slug' && slugTaken ? t('news.errors.slugTaken') : null);
  const title = news ? t('news.editTitle', { name: localized(news.name, language) }) : t('news.createTitle');

  const { slug: draftSlug, image_url: draftImage } = inputOf(draft);
  // The image once typing pauses (no request per key), and not the artwork of a slug the store has no item
  // for yet: the media store draws it once the item is saved.
  // The unsaved check reads the draft, not the settled value, which may still name the previous slug's
  // artwork (typing the English name after the Spanish one changes the slug): no request for a file that
  // does not exist.
  const image = useSettled(draftImage);
  const unsavedArtwork = draftImage === newsArtworkUrl(draftSlug) && news?.slug !== draftSlug;
  const previewImage = unsavedArtwork || !MEDIA_URL_PATTERN.test(image) ? BLANK_IMAGE : image;
  const preview = useMemo<NewsItem>(() => ({
    id: news?.id ?? 0, name: draft.name, content: draft.content, date: news?.published_at ?? new Date().toISOString(), image_url: previewImage,
  }), [draft.name, draft.content, news, previewImage]);

  return (
    <Screen title={title}>
      <Link to="/admin/news" className="text-sm text-link underline-offset-2 hover:underline">{t('news.back')}</Link>
      <div className="grid gap-8 xl:grid-cols-2">
        <div className="flex min-w-0 flex-col gap-6">
          <form noValidate onSubmit={submit} className="flex flex-col gap-6" aria-label={title}>
            <fieldset className="flex flex-col gap-4 rounded-card border border-border bg-raised p-4">
              <legend className="px-1 text-sm font-semibold">{t('news.texts')}</legend>
              <LanguageTabs label={t('news.textLanguage')} tab={tab} names={{ es: t('news.lang.es'), en: t('news.lang.en') }} onTab={setTab}
                marked={(lang) => Object.keys(errors).some((field) => field.endsWith(`.${lang}`))}>
                <TextField label={t('news.fields.name')} value={draft.name[tab]} error={error(`name.${tab}`)} onChange={(event) => setText('name', event.target.value)} />
                <TextAreaField label={t('news.fields.content')} hint={t('news.hints.content')} value={draft.content[tab]}
                  error={error(`content.${tab}`)} rows={14} onChange={(value) => setText('content', value)} />
              </LanguageTabs>
            </fieldset>

            <fieldset className="flex flex-col gap-4 rounded-card border border-border bg-raised p-4">
              <legend className="px-1 text-sm font-semibold">{t('news.details')}</legend>
              <TextField label={t('news.fields.slug')} hint={t('news.hints.slug')} value={draft.slug} error={error('slug')} spellCheck={false}
                onChange={(event) => {
                  setSlugTyped(true);
                  change((current) => ({ ...current, slug: event.target.value }), true);
                }} />
              <TextField label={t('news.fields.image')} hint={t('news.hints.image')} value={draft.image_url} error={error('image_url')} spellCheck={false}
                onChange={(event) => change((current) => ({ ...current, image_url: event.target.value }))} />
            </fieldset>

            <div aria-live="polite">
              {Object.keys(errors).length > 0 && <FormMessage kind="error">{t('news.errors.summary')}</FormMessage>}
              {write.error && !slugTaken && <FormMessage kind="error">{write.error.message}</FormMessage>}
              {slugTaken && <FormMessage kind="error">{t('news.errors.slugTaken')}</FormMessage>}
              {saved && <FormMessage kind="success">{t('news.saved')}</FormMessage>}
            </div>
            <div><button type="submit" className="btn-primary" disabled={write.isPending}>{write.isPending ? t('news.saving') : t('news.save')}</button></div>
          </form>

          <Publication news={news} unsaved={news !== null && !sameFields(draft, news)} />
        </div>

        <div className="flex min-w-0 flex-col gap-6">
          <MarkupHelp />
          <section aria-labelledby={`${previewId}-title`} className="rounded-card border border-border bg-page p-4">
            <h2 id={`${previewId}-title`} className="text-base font-semibold">{t('news.preview')}</h2>
            <p className="text-sm text-text-secondary">{t('news.previewLanguage', { language: t(`news.lang.${tab}`) })}</p>
            {/* The storefront's own article, inert: a preview, not links to follow. */}
            <div inert data-preview="" lang={tab}>
              <NewsArticle item={preview} language={tab} headingLevel={2} />
            </div>
          </section>
        </div>
      </div>
    </Screen>
  );
}

/** Publish now or at a moment (Madrid time), or unpublish; only a saved item, with no unsaved changes. */
function Publication({ news, unsaved }: { news: AdminNews | null; unsaved: boolean }) {
  const { t } = useTranslation('admin');
  const id = useId();
  const [moment, setMoment] = useState(() => isoToMadridLocal(news?.published_at ?? new Date().toISOString()));
  const [missing, setMissing] = useState(false);
  const publish = useAdminWrite<{ id: number; published_at: string }, typeof AdminNewsResponseSchema>('publishNews', AdminNewsResponseSchema);
  const unpublish = useAdminWrite<{ id: number }, typeof AdminNewsResponseSchema>('unpublishNews', AdminNewsResponseSchema);
  const busy = publish.isPending || unpublish.isPending;
  const at = madridLocalToIso(moment);
  const future = at !== null && Date.parse(at) > Date.now();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!news || unsaved || busy) return;
    setMissing(at === null);
    if (at === null) return;
    unpublish.reset();
    publish.mutate({ id: news.id, published_at: at });
  };
  const done = publish.isSuccess ? publish.data.news.status : unpublish.isSuccess ? 'unpublished' : null;
  const failed = publish.error ?? unpublish.error;

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-4 rounded-card border border-border bg-raised p-4">
      <h2 id={`${id}-title`} className="text-base font-semibold">{t('news.publishing.title')}</h2>
      {!news ? (
        <p className="text-sm text-text-secondary">{t('news.publishing.saveFirst')}</p>
      ) : (
        <>
          <p className="text-sm">
            <StatusTag status={news.status} />
            <span className="text-text-secondary"> · {news.status === 'published' && news.published_at
              ? t('news.publishing.since', { moment: formatMoment(news.published_at) })
              : news.status === 'scheduled' && news.published_at
                ? t('news.publishing.from', { moment: formatMoment(news.published_at) })
                : t('news.publishing.never')}</span>
          </p>
          <form noValidate onSubmit={submit} className="flex flex-wrap items-end gap-3">
            <TextField label={t('news.publishing.moment')} hint={t('news.publishing.momentHint')} type="datetime-local" value={moment}
              error={missing ? t('news.errors.moment') : null} className="min-w-64 flex-1"
              onChange={(event) => {
                setMissing(false);
                setMoment(event.target.value);
              }} />
            <button type="submit" className="btn-primary" disabled={busy || unsaved}>
              {future ? t('news.publishing.schedule') : t('news.publishing.publish')}
            </button>
          </form>
          {news.status !== 'unpublished' && (
            <div className="flex flex-wrap items-center gap-3">
              <button type="button" className="btn-secondary" disabled={busy}
                onClick={() => {
                  publish.reset();
                  unpublish.mutate({ id: news.id });
                }}>
                {t('news.publishing.unpublish')}
              </button>
              <p className="text-sm text-text-secondary">{t('news.publishing.unpublishHint')}</p>
            </div>
          )}
          <div aria-live="polite">
            {unsaved && <FormMessage kind="info">{t('news.publishing.unsaved')}</FormMessage>}
            {done && <FormMessage kind="success">{t(`news.publishing.${done}`)}</FormMessage>}
            {failed && <FormMessage kind="error">{failed.message}</FormMessage>}
          </div>
        </>
      )}
    </section>
  );
}

const HELP = ['bold', 'italic', 'underline', 'link'] as const;

/** The §2 markup with an example of each, drawn by the storefront's own renderer. */
function MarkupHelp() {
  const { t } = useTranslation('admin');
  const id = useId();
  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-3 rounded-card border border-border bg-raised p-4 text-sm" data-markup-help="">
      <h2 id={`${id}-title`} className="text-base font-semibold">{t('news.help.title')}</h2>
      <p className="text-text-secondary">{t('news.help.intro')}</p>
      <table className="w-full border-collapse">
        <thead>
          <tr className="border-b border-border text-left text-xs uppercase tracking-wide text-text-secondary">
            <th scope="col" className="py-2 pr-3 font-semibold">{t('news.help.syntax')}</th>
            <th scope="col" className="py-2 font-semibold">{t('news.help.result')}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {HELP.map((kind) => (
            <tr key={kind}>
              <td className="py-2 pr-3 align-top"><code className="whitespace-pre-wrap break-words font-mono text-xs">{t(`news.help.${kind}`)}</code></td>
              <td className="py-2 align-top" inert><MarkupInline text={t(`news.help.${kind}`)} /></td>
            </tr>
          ))}
          <tr>
            <td className="py-2 pr-3 align-top"><code className="whitespace-pre-wrap break-words font-mono text-xs">{t('news.help.bullets')}</code></td>
            <td className="py-2 align-top" inert><MarkupContent text={t('news.help.bullets')} /></td>
          </tr>
        </tbody>
      </table>
      <p className="text-text-secondary">{t('news.help.bulletsNote')}</p>
      <p className="text-text-secondary">{t('news.help.linksNote')}</p>
    </section>
  );
}
