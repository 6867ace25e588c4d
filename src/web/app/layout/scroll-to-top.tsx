/**
 * The page scrolls to top on each navigation (spec §2, ROUTE-25): a new path, or another item of the
 * same page (/product?id=, /new?id=). Filters that only change the query of /search keep the position.
 */
import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';

export function ScrollToTop() {
  const { pathname, search } = useLocation();
  const itemId = new URLSearchParams(search).get('id');
  useLayoutEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname, itemId]);
  return null;
}
