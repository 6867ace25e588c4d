/** Small builders shared by the demo catalogue files: they fill the fields that are always the same for a kind of product. */
import type { SeedProduct } from '../catalog-types.js';

type Requirements = Record<string, string>;

/** A Windows system-requirements map (labels in English, as shown on the product page). */
export function winReq(
  os: string,
  processor: string,
  memoryGb: number,
  graphics: string,
  storageGb: number,
  extra: Requirements = {},
): Requirements {
  return {
    OS: os,
    Processor: processor,
    Memory: `${memoryGb} GB RAM`,
    Graphics: graphics,
    DirectX: 'Version 12',
    Storage: `${storageGb} GB available space`,
    ...extra,
  };
}

/** Fields a PC or console game states itself; everything else is filled in. */
type GameInput = Omit<SeedProduct, 'type' | 'bundle'>;

/** A game sold as a key for a PC launcher or a console store. */
export function game(input: GameInput): SeedProduct {
  return { ...input, type: 'game' };
}

/** A console game: consoles publish no system requirements. */
export function consoleGame(input: Omit<GameInput, 'minimumRequirements' | 'recommendedRequirements'>): SeedProduct {
  return { ...input, type: 'game', minimumRequirements: null, recommendedRequirements: null };
}

type ServiceInput = Omit<
  SeedProduct,
  'type' | 'bundle' | 'genres' | 'developer' | 'publisher' | 'minimumRequirements' | 'recommendedRequirements' | 'videoUrl'
>;

/** A gift card, top-up or subscription: no studio, no genres, no requirements, no video. */
export function service(input: ServiceInput): SeedProduct {
  return {
    ...input,
    type: 'subscription',
    genres: [],
    developer: null,
    publisher: null,
    minimumRequirements: null,
    recommendedRequirements: null,
    videoUrl: null,
  };
}

export const LANG_EU5 = ['English', 'Español', 'Français', 'Deutsch', 'Italiano'];
export const LANG_WIDE = ['English', 'Español', 'Français', 'Deutsch', 'Italiano', 'Português', 'Polski', 'Русский', '日本語'];
export const LANG_EN_ES = ['English', 'Español'];
