/**
 * One telemetry record per route change, after the new title is in place. What the record
 * says about the view is read at once; the code that adds the device and sends it loads
 * afterwards, as it has no part in showing the page.
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { findPageEntry } from '../../shared/routeViews';
import { readBrowserLoginState } from '../visitor/browserCookies';
import { whenIdle } from '../whenIdle';
import type { PageView } from './trackPageView';

export function PageViewTracker() {
  const { pathname } = useLocation();
  useEffect(() => {
    const view: PageView = {
      pathname,
      routeName: findPageEntry(pathname)?.name,
      title: document.title,
      url: location.href,
      tenantName: readBrowserLoginState().tenantName,
      now: Date.now(),
    };
    // Sent when the browser is idle: the view was read above, and the record can wait.
    // Not cancelled on the next route change: each view is recorded once.
    whenIdle(() => {
      import('./trackPageView').then(
        ({ trackPageView }) => trackPageView(view),
        () => {}, // Analytics never breaks navigation, nor fills the console.
      );
    });
  }, [pathname]);
  return null;
}
