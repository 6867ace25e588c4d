/**
 * Home hero (spec §2 Home, HOME-01..06): the banner product's video (autoplay, muted, looping, inline,
 * its banner as poster), title, description clamped to 4 lines, read more and buy now. Buy now fades in
 * once the video plays; with no video (missing, failed, reduced motion or Save-Data) the image and buy now
 * show. The banner image is always in the page's HTML with a high fetch priority (the largest element); the
 * video starts only after the page has loaded (issue 13 §1).
 * Beside its label, the online-users figure (decision 7, HOME-30/31).
 */
import { ArrowRight, ShoppingCart } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/react.js';
import { Link } from 'react-router';
import { OnlineUsers } from '../../features/presence/components/online-users.js';
import { useBannerProduct } from '../../features/product/api/get-product.js';
import { openProduct, productPath } from '../../features/product/open-product.js';
import { useLanguage } from '../../i18n/use-language.js';
import { htmlToText } from '../../lib/format.js';
import { localized } from '../../lib/localized.js';
import { BANNER_HEIGHT, BANNER_WIDTH } from '../../lib/ui-constants.js';
import { useReducedMotion } from '../../lib/use-reduced-motion.js';
import { whenIdle } from '../../lib/when-idle.js';

const frame = 'relative isolate overflow-hidden border-b border-border bg-raised h-[30rem] md:h-[min(72vh,40rem)]';

export function Hero() {
  const { t } = useTranslation();
  const language = useLanguage();
  const banner = useBannerProduct();
  const reducedMotion = useReducedMotion();
  const [playing, setPlaying] = useState(false);
  const [videoFailed, setVideoFailed] = useState(false);
  const [saveData, setSaveData] = useState(false);
  const [pageLoaded, setPageLoaded] = useState(false);
  // The video waits for the page to have loaded (the poster image is the page's largest element and must
  // not share the network with it) and never comes under Save-Data or reduced motion (issue 13 §1). It
  // also waits for the browser to be idle (3 s at most): a drawn page's code arrives after its first paint
  // (decision 0032), so the page has often loaded while it hydrates, and the video's download and first
  // frames would share the thread and the line with the hydration.
  useEffect(() => {
    setSaveData((navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true);
    let cancelIdle = () => {};
    const onLoad = () => {
      cancelIdle = whenIdle(() => setPageLoaded(true), 3000);
    };
    if (document.readyState === 'complete') onLoad();
    else window.addEventListener('load', onLoad, { once: true });
    return () => {
      window.removeEventListener('load', onLoad);
      cancelIdle();
    };
  }, []);

  if (!banner.data) {
    return <div className={`${frame} ${banner.isError ? '' : 'skeleton'}`} aria-hidden="true" data-section="hero" />;
  }
  const product = banner.data;
  const wantsVideo = Boolean(product.video_url) && !videoFailed && !reducedMotion && !saveData;
  const showBuy = !wantsVideo || playing;

  return (
    <div className={frame} data-section="hero">
      {/* Always in the HTML, asked for first: the largest element of home (LCP); the video covers it once playing. */}
      <img
        className="absolute inset-0 -z-10 h-full w-full object-cover"
        src={product.banner_url}
        alt=""
        width={BANNER_WIDTH}
        height={BANNER_HEIGHT}
        fetchPriority="high"
        data-hero-image=""
      />
      {wantsVideo && pageLoaded && (
        <video
          className="absolute inset-0 -z-10 h-full w-full object-cover"
          src={product.video_url ?? undefined}
          poster={product.banner_url}
          autoPlay
          muted
          loop
          playsInline
          preload="auto"
          aria-hidden="true"
          data-hero-video=""
          onPlaying={() => setPlaying(true)}
          onError={() => setVideoFailed(true)}
        />
      )}
      <div className="absolute inset-0 -z-10 bg-gradient-to-t from-page via-page/70 to-page/10 md:bg-gradient-to-r md:from-page md:via-page/75 md:to-transparent" />
      <div className="mx-auto flex h-full max-w-7xl flex-col justify-end gap-4 px-4 pb-10 md:justify-center md:px-6 md:pb-0">
        <div className="flex flex-nowrap items-center gap-2">
          <p className="w-fit rounded-full border border-link/40 bg-page/70 px-3 py-1 text-xs font-semibold uppercase tracking-wider text-link">
            {t('home.hero.label')}
          </p>
          <OnlineUsers />
        </div>
        <h2 className="max-w-2xl text-3xl font-bold tracking-tight text-text md:text-5xl" data-hero-title="">
          {localized(product.title, language)}
        </h2>
        <p className="line-clamp-4 max-w-xl text-base text-text-secondary md:text-lg" data-hero-description="">
          {htmlToText(localized(product.description, language))}
        </p>
        <div className="flex flex-wrap gap-3">
          <Link to={productPath(product.id)} className="btn-secondary" data-hero-read-more="">
            {t('home.hero.readMore')}
            {/* "Read more" alone says nothing out of context (Lighthouse link-text, WCAG 2.4.4). */}
            <span className="sr-only">: {localized(product.title, language)}</span>
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
          <button
            type="button"
            className={`btn-primary transition-opacity duration-500 ease-out ${showBuy ? 'opacity-100' : 'pointer-events-none opacity-0'}`}
            aria-hidden={showBuy ? undefined : true}
            tabIndex={showBuy ? undefined : -1}
            data-hero-buy=""
            data-visible={showBuy ? 'true' : 'false'}
            onClick={() => openProduct(product.id)}
          >
            <ShoppingCart aria-hidden="true" className="size-4" />
            {t('home.hero.buyNow')}
          </button>
        </div>
      </div>
    </div>
  );
}
