/**
 * One telemetry record per route change, after the new title is in place. What the record
 * takes from the page is read at once; the code that builds and sends it loads afterwards,
 * as it has no part in showing the page.
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

export function PageViewTracker() {
  const { pathname } = useLocation();
  useEffect(() => {
    const view = { pathname, title: document.title, url: location.href };
    import('./trackPageView').then(
      ({ trackPageView }) => trackPageView(view),
      () => {}, // Analytics never breaks navigation, nor fills the console.
    );
  }, [pathname]);
  return null;
}
