/**
 * An icon per region filter (§3): EUROPE and UK share one, GLOBAL and EMEA share one. Decorative: the
 * region's name is always written next to it.
 */
import { Castle, Compass, Flag, Globe, Snowflake, TreePalm, TreePine, type LucideIcon } from 'lucide-react';
import type { Region } from '../../../shared/constants.js';

export const REGION_ICONS: Record<Region, LucideIcon> = {
  GLOBAL: Globe,
  EUROPE: Castle,
  UK: Castle,
  US: Flag,
  LATAM: TreePalm,
  CANADA: TreePine,
  'RU/CIS': Snowflake,
  ROW: Compass,
  EMEA: Globe,
};

export function RegionIcon({ region }: { region: Region }) {
  const Icon = REGION_ICONS[region];
  return <Icon aria-hidden="true" className="size-5 shrink-0" />;
}
