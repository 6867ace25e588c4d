/**
 * The router's error boundary (spec §2, §8; ROUTE-26, ROUTE-27): any render failure, including a page
 * whose code fails to load, is reported and silently redirected to /. When / itself fails, redirecting
 * would loop, so the generic error page is shown in its place.
 */
import { useEffect } from 'react';
import { Navigate, useLocation, useRouteError } from 'react-router';
import ErrorPage from '../routes/error/error-page.js';
import { reportClientError } from './report-client-error.js';

export function RenderFailure() {
  const error = useRouteError();
  const { pathname } = useLocation();
  useEffect(() => reportClientError(error, pathname), [error, pathname]);
  if (pathname === '/') return <ErrorPage />;
  return <Navigate to="/" replace />;
}
