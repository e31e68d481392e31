/** The browser side of analytics: collects the inputs of a page-view record and sends it. */
import { findPageEntry } from '../../shared/routeViews';
import { readBrowserLoginState } from '../visitor/browserCookies';
import { browserDeviceId, browserUserId } from '../visitor/browserStorage';
import { buildTelemetryRecord } from './record';
import { sendTelemetry } from './send';

type NavigatorWithConnection = Navigator & { connection?: { effectiveType?: string } };

/** What a page view takes from the page as it is shown (the rest is read when sending). */
export interface PageView {
  pathname: string;
  title: string;
  url: string;
}

/** Call once per route change (SPEC.md section 7), with the view read after the new page's title is set. */
export function trackPageView({ pathname, title, url }: PageView): void {
  try {
    const nav: NavigatorWithConnection = navigator;
    const record = buildTelemetryRecord({
      pathname,
      routeName: findPageEntry(pathname)?.name,
      title,
      referrer: document.referrer,
      url,
      deviceId: browserDeviceId(),
      userId: browserUserId(),
      screen: { width: screen.width, height: screen.height, pixelRatio: window.devicePixelRatio },
      language: nav.language,
      userAgent: nav.userAgent,
      connection: nav.connection?.effectiveType,
      timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      now: Date.now(),
      tenantName: readBrowserLoginState().tenantName,
    });
    void sendTelemetry(record, {
      sendBeacon: typeof nav.sendBeacon === 'function' ? nav.sendBeacon.bind(nav) : undefined,
      hidden: document.visibilityState === 'hidden',
    });
  } catch {
    // Analytics never breaks navigation.
  }
}
