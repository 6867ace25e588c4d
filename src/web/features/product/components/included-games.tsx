/**
 * Included Games of a bundle (spec §2, PDP-14..19, QV-19): sorted by quality, best first; each card tinted
 * by its quality (1 green, 2 blue, 3 purple, 4 orange, 0 neutral: decision 18). Above 7 games the list is
 * repeated three times and scrolls by itself on a 20 s loop (§9), paused on hover and on focus and not at
 * all under prefers-reduced-motion; a toggle button stops it for good, for touch screens too (WCAG 2.2.2).
 * The copies are hidden from assistive technology and from Tab.
 */
import { Pause } from 'lucide-react';
import { useState, type CSSProperties } from 'react';
import { useTranslation } from '../../../i18n/react.js';
import { Link } from 'react-router';
import type { BundleProduct } from '../../../../shared/contracts/common.js';
import { eurosToCents, formatEuros } from '../../../../shared/money.js';
import { useLanguage } from '../../../i18n/use-language.js';
import { localized } from '../../../lib/localized.js';
import { useReducedMotion } from '../../../lib/use-reduced-motion.js';
import { COVER_HEIGHT, COVER_WIDTH } from '../../../lib/ui-constants.js';
import { productPath } from '../open-product.js';

export const REPEAT_ABOVE = 7;
export const REPEAT_TIMES = 3;
export const LOOP_SECONDS = 20;

const TINTS: Record<number, string> = {
  0: 'border-border',
  1: 'border-quality-1 bg-quality-1/10',
  2: 'border-quality-2 bg-quality-2/10',
  3: 'border-quality-3 bg-quality-3/10',
  4: 'border-quality-4 bg-quality-4/10',
};

export function sortByQuality(games: readonly BundleProduct[]): BundleProduct[] {
  return [...games].sort((a, b) => b.quality - a.quality);
}

export function IncludedGames({ games, headingId }: { games: readonly BundleProduct[]; headingId: string }) {
  const { t } = useTranslation('product');
  const reducedMotion = useReducedMotion();
  const [stopped, setStopped] = useState(false);
  const sorted = sortByQuality(games);
  const repeated = sorted.length > REPEAT_ABOVE;
  const copies = repeated ? REPEAT_TIMES : 1;
  const moving = repeated && !reducedMotion;
  return (
    <div className="relative">
      {moving && (
        <button
          type="button"
          className="icon-button absolute right-2 top-2 z-10 bg-page/80"
          aria-label={t('bundle.stopScrolling')}
          aria-pressed={stopped}
          onClick={() => setStopped((value) => !value)}
          data-marquee-toggle=""
        >
          <Pause aria-hidden="true" className="size-5" />
        </button>
      )}
    <div className={`marquee rounded-card ${moving ? 'overflow-hidden' : 'overflow-x-auto'} ${stopped ? 'marquee-stopped' : ''}`} data-included-games="" data-moving={moving ? 'true' : 'false'}>
      <div
        className={`flex w-max py-1 ${moving ? 'marquee-track' : ''}`}
        style={{ '--loop-duration': `${LOOP_SECONDS}s` } as CSSProperties}
        data-marquee-track=""
      >
        {Array.from({ length: copies }, (_, copy) => (
          // Each copy carries its own trailing gap, so one loop is exactly a third of the track.
          <ul key={copy} className="flex gap-3 pr-3" aria-labelledby={copy === 0 ? headingId : undefined} aria-hidden={copy > 0 ? true : undefined} inert={copy > 0}>
            {sorted.map((game) => <GameTile key={game.id} game={game} isCopy={copy > 0} />)}
          </ul>
        ))}
      </div>
    </div>
    </div>
  );
}

function GameTile({ game, isCopy }: { game: BundleProduct; isCopy: boolean }) {
  const { t } = useTranslation('product');
  const language = useLanguage();
  return (
    <li className={`w-40 shrink-0 overflow-hidden rounded-control border-2 ${TINTS[game.quality] ?? TINTS[0]}`} data-bundle-game={game.id} data-quality={game.quality} data-copy={isCopy ? '' : undefined}>
      <Link to={productPath(game.id)} tabIndex={isCopy ? -1 : undefined} className="block focus-visible:outline-offset-[-4px]">
        <img src={game.image_url} alt="" width={COVER_WIDTH} height={COVER_HEIGHT} loading="lazy" decoding="async" className="aspect-[616/353] h-auto w-full object-cover" />
        <span className="block p-2">
          <span className="line-clamp-2 text-sm font-semibold text-text">{localized(game.title, language)}</span>
          <span className="mt-1 block text-xs text-text-secondary">{game.platform}</span>
          <span className="mt-1 flex items-center justify-between text-xs">
            <span className="text-text-secondary">{game.quality > 0 ? t('bundle.quality', { quality: game.quality }) : ''}</span>
            <span className="font-semibold tabular-nums text-text">{formatEuros(eurosToCents(game.pvp), language)}</span>
          </span>
        </span>
      </Link>
    </li>
  );
}
