/** Up to 3 genre chips with their translated labels (spec §2 quick-view, §9, decision 17). */
import { useTranslation } from '../../../i18n/react.js';
import { GENRE_CHIPS_MAX, type Genre } from '../../../../shared/constants.js';

export function GenreChips({ genres }: { genres: readonly Genre[] }) {
  const { t } = useTranslation();
  const { t: tp } = useTranslation('product');
  if (genres.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label={tp('genres')} data-genre-chips="">
      {genres.slice(0, GENRE_CHIPS_MAX).map((genre) => (
        <li key={genre} className="rounded-full bg-overlay px-2.5 py-1 text-xs font-medium text-text-secondary">
          {t(`genres.${genre}`)}
        </li>
      ))}
    </ul>
  );
}
