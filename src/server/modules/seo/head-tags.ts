/**
 * The <head> the server sends with the app shell (issue 3, point 9): title, description, Open Graph,
 * canonical, hreflang es/en (same URL with lng=es / lng=en) and, for products, JSON-LD Product.
 */
import type { Language } from '../../../shared/constants.js';

export interface PageMeta {
  title: string;
  description: string;
  /** Absolute canonical URL, without lng. */
  canonical: string;
  image?: string;
  type?: 'website' | 'product' | 'article';
  jsonLd?: Record<string, unknown>;
  noindex?: boolean;
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);
}

export function withLanguage(url: string, language: Language): string {
  const parsed = new URL(url);
  parsed.searchParams.set('lng', language);
  return parsed.toString();
}

/** Text of an HTML description, shortened for a meta description. */
export function plainText(html: string, max = 160): string {
  const text = html.replace(/<[^>]*>/g, ' ').replace(/&nbsp;/g, ' ').replace(/\s+/g, ' ').trim();
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

export function renderHeadTags(meta: PageMeta, language: Language): string {
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(meta.canonical)}" />`,
    `<link rel="alternate" hreflang="es" href="${escapeHtml(withLanguage(meta.canonical, 'es'))}" />`,
    `<link rel="alternate" hreflang="en" href="${escapeHtml(withLanguage(meta.canonical, 'en'))}" />`,
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(meta.canonical)}" />`,
    `<meta property="og:site_name" content="Pixelkeys" />`,
    `<meta property="og:type" content="${meta.type ?? 'website'}" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(meta.canonical)}" />`,
    `<meta property="og:locale" content="${language === 'es' ? 'es_ES' : 'en_GB'}" />`,
    meta.image ? `<meta property="og:image" content="${escapeHtml(meta.image)}" />` : '',
    `<meta name="twitter:card" content="summary_large_image" />`,
    meta.noindex ? `<meta name="robots" content="noindex" />` : '',
    // A JSON data block is never executed, so the Content-Security-Policy's "no inline script" holds.
    meta.jsonLd ? `<script type="application/ld+json">${JSON.stringify(meta.jsonLd).replace(/</g, '\\u003c')}</script>` : '',
  ];
  return tags.filter(Boolean).join('\n    ');
}

/** Puts the tags into the built index.html in place of its own title and description. */
export function injectHead(shell: string, tags: string, language: Language): string {
  return shell
    .replace(/<html lang="[^"]*"/, `<html lang="${language}"`)
    .replace(/<title>[\s\S]*?<\/title>\s*/, '')
    .replace(/<meta name="description"[^>]*>\s*/, '')
    // A function, so that a `$` sequence in a product's title or description is text, not a replacement pattern.
    .replace('</head>', () => `  ${tags}\n  </head>`);
}
