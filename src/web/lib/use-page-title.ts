import { useEffect } from 'react';
import { BRAND_NAME } from './ui-constants.js';

/**
 * Sets the document title on client-side navigation: "<page> · Pixelkeys", or the given title as it is
 * when it already names the store (home). The server sends the first page's title in its HTML.
 */
export function usePageTitle(title: string, { withBrand = true } = {}): void {
  useEffect(() => {
    document.title = withBrand ? `${title} · ${BRAND_NAME}` : title;
  }, [title, withBrand]);
}
