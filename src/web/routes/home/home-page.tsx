/**
 * Home (spec §2 Home, HOME-01..29): hero, featured games (9), bundles, product of the week, pre-orders
 * (3), recommended (9), subscriptions (9), latest news (3), Instagram, game of the week, community,
 * trust banner and stats. Lists are cut to the §9 limits here as well as on the server.
 */
import { useTranslation } from '../../i18n/react.js';
import { HOME_LIMITS } from '../../../shared/constants.js';
import type { HomeData } from '../../../shared/contracts/get-products.js';
import { LoadError } from '../../components/ui/load-error.js';
import { useHomeData } from '../../features/home/api/get-products.js';
import { NewsletterOutcome } from '../../features/newsletter/components/newsletter-outcome.js';
import { ProductGrid } from '../../features/product/components/product-grid.js';
import { useLanguage } from '../../i18n/use-language.js';
import { htmlToText } from '../../lib/format.js';
import { localized } from '../../lib/localized.js';
import { BRAND_NAME } from '../../lib/ui-constants.js';
import { usePageTitle } from '../../lib/use-page-title.js';
import { BundlesCarousel } from './bundles-carousel.js';
import { Community } from './community.js';
import { pickGameOfTheWeek } from './game-of-the-week.js';
import { Hero } from './hero.js';
import { HomeSection } from './home-section.js';
import { InstagramFeed } from './instagram-feed.js';
import { LatestNews } from './latest-news.js';
import { Spotlight, SpotlightSkeleton } from './spotlight.js';
import { StatsStrip } from './stats-strip.js';
import { TrustBanner } from './trust-banner.js';

export default function HomePage() {
  const { t } = useTranslation();
  const home = useHomeData();
  const title = t('home.title', { brand: BRAND_NAME });
  usePageTitle(title, { withBrand: false });

  return (
    <div data-page="home">
      <h1 className="sr-only">{title}</h1>
      <NewsletterOutcome />
      <Hero />
      {home.isError ? (
        <HomeSection name="featured" title={t('home.featured')} eager>
          <LoadError error={home.error} onRetry={() => void home.refetch()} />
        </HomeSection>
      ) : (
        <CatalogueSections data={home.data} />
      )}
      <HomeSection name="news" title={t('home.news.title')} action={{ to: '/news', label: t('home.news.all') }}>
        <LatestNews />
      </HomeSection>
      <HomeSection name="instagram" title={t('home.instagram.title')} lead={t('home.instagram.lead')}>
        <InstagramFeed />
      </HomeSection>
      {!home.isError && <GameOfTheWeek data={home.data} />}
      <HomeSection name="community" title={t('home.community.title')}>
        <Community />
      </HomeSection>
      <HomeSection name="trust" title={t('home.trust.title')}>
        <TrustBanner />
      </HomeSection>
      <HomeSection name="stats" title={t('home.stats.title')} className="pb-16">
        <StatsStrip />
      </HomeSection>
    </div>
  );
}

/** The sections fed by getProducts; skeletons of their final shape until it answers. */
function CatalogueSections({ data }: { data: HomeData | undefined }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const productOfTheWeek = data?.productOfTheWeek;
  return (
    <>
      <HomeSection name="featured" title={t('home.featured')} action={{ to: '/search', label: t('home.seeAll') }} eager>
        <ProductGrid products={data?.featuredGames.slice(0, HOME_LIMITS.featuredGames)} skeletons={HOME_LIMITS.featuredGames} eagerCount={3} rowOnPhones />
      </HomeSection>
      <HomeSection name="bundles" drawnWhenNear title={t('home.bundles.title')} lead={t('home.bundles.lead')}>
        {data ? <BundlesCarousel bundles={data.bundles} /> : <SpotlightSkeleton />}
      </HomeSection>
      {productOfTheWeek !== null && (
        <HomeSection name="product-of-the-week" title={t('home.productOfTheWeek')}>
          {productOfTheWeek
            ? <Spotlight product={productOfTheWeek} description={htmlToText(localized(productOfTheWeek.description, language))} />
            : <SpotlightSkeleton />}
        </HomeSection>
      )}
      <HomeSection name="preorders" drawnWhenNear title={t('home.preorders')} lead={t('home.preordersLead')}>
        <ProductGrid products={data?.preorderProducts.slice(0, HOME_LIMITS.preorders)} skeletons={HOME_LIMITS.preorders} rowOnPhones />
      </HomeSection>
      <HomeSection name="recommended" drawnWhenNear title={t('home.recommended')}>
        <ProductGrid products={data?.recommendedProducts.slice(0, HOME_LIMITS.recommended)} skeletons={HOME_LIMITS.recommended} rowOnPhones />
      </HomeSection>
      <HomeSection name="subscriptions" drawnWhenNear title={t('home.subscriptions')} action={{ to: '/search?type=subscription', label: t('home.seeAll') }}>
        <ProductGrid products={data?.featuredSubscriptions.slice(0, HOME_LIMITS.subscriptions)} skeletons={HOME_LIMITS.subscriptions} rowOnPhones />
      </HomeSection>
    </>
  );
}

function GameOfTheWeek({ data }: { data: HomeData | undefined }) {
  const { t } = useTranslation();
  const game = data ? pickGameOfTheWeek(data) : undefined;
  if (game === null) return null;
  return (
    <HomeSection name="game-of-the-week" title={t('home.gameOfTheWeek')} lead={t('home.gameOfTheWeekLead')}>
      {game ? <Spotlight product={game} description={null} reverse /> : <SpotlightSkeleton />}
    </HomeSection>
  );
}
