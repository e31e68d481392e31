/** One telemetry record per route change, after the new title is in place. */
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { trackPageView } from './trackPageView';

export function PageViewTracker() {
  const { pathname } = useLocation();
  // A task of its own, after the commit: the first Intl call in trackPageView costs tens of
  // milliseconds on a slow phone and would lengthen hydration's task (total-blocking-time).
  // Not cancelled on the next route change: every page view is recorded, in order.
  useEffect(() => void setTimeout(() => trackPageView(pathname)), [pathname]);
  return null;
}
