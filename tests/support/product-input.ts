/** A back-office product input (ProductInput) for API tests, with a title no seeded product has (`word` is searched for). */
import type { ProductInput } from '../../src/shared/contracts/admin/catalogue.js';

let unique = 0;

export function productInput(word: string, changes: Partial<ProductInput> = {}): ProductInput {
  unique += 1;
  return {
    title: { es: `${word} Crónicas ${unique}`, en: `${word} Chronicles ${unique}` },
    description: { es: '<p>Una aventura.</p>', en: '<p>An adventure.</p>' },
    features: { es: ['Cooperativo'], en: ['Co-op'] },
    languages: ['Español', 'English'],
    platform: 'Steam',
    regions: ['EUROPE', 'GLOBAL'],
    genres: ['adventure', 'indie'],
    type: 'game',
    category: 'pc',
    developer: 'Estudio Sur',
    publisher: null,
    release_date: '2025-06-01',
    rating: 8.5,
    pvp_cents: 1999,
    image_url: '/media/art/cover/placeholder.svg',
    banner_url: '/media/art/banner/placeholder.svg',
    video_url: null,
    media: ['/media/art/shot/placeholder-1.svg'],
    minimum_requirements: { OS: 'Windows 10' },
    recommended_requirements: null,
    is_banner: false,
    is_featured: false,
    is_recommended: false,
    is_product_of_week: false,
    is_preorder: false,
    preorder_quota: 0,
    bundle: null,
    ...changes,
  };
}
