/** One telemetry record per route change, after the new title is in place. */
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { trackPageView } from './trackPageView';

export function PageViewTracker() {
  const { pathname } = useLocation();
  useEffect(() => trackPageView(pathname), [pathname]);
  return null;
}
