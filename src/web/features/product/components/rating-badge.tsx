/** Rating badge (§3, §9): the 0-10 rating halved with one decimal, coloured by band; a dash when missing. */
import { Star } from 'lucide-react';
import { useTranslation } from '../../../i18n/react.js';
import { formatRating, ratingBand, type RatingBand } from '../../../../shared/rating.js';
import { useLanguage } from '../../../i18n/use-language.js';

const BAND_CLASSES: Record<RatingBand, string> = {
  emerald: 'bg-rating-emerald',
  green: 'bg-rating-green',
  lime: 'bg-rating-lime',
  yellow: 'bg-rating-yellow',
  orange: 'bg-rating-orange',
  red: 'bg-rating-red',
  grey: 'bg-rating-grey',
};

export function RatingBadge({ rating, className = '' }: { rating: number | null; className?: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const band = ratingBand(rating);
  const value = formatRating(rating, language);
  return (
    <span
      className={`inline-flex h-6 items-center gap-1 rounded-full px-2 text-xs font-bold tabular-nums text-page ${BAND_CLASSES[band]} ${className}`}
      data-rating-band={band}
    >
      <Star aria-hidden="true" className="size-3" fill="currentColor" strokeWidth={0} />
      <span aria-hidden="true">{value}</span>
      <span className="sr-only">{rating === null ? t('card.noRating') : t('card.rating', { value })}</span>
    </span>
  );
}
