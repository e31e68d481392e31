/** The browser side of analytics: collects the inputs of a page-view record and sends it. */
import { browserDeviceId, browserUserId } from '../visitor/browserStorage';
import { buildTelemetryRecord } from './record';
import { sendTelemetry } from './send';

type NavigatorWithConnection = Navigator & { connection?: { effectiveType?: string } };

/** What is known of a page view as it is shown (./PageViewTracker.tsx reads it then); the device is read when sending. */
export interface PageView {
  pathname: string;
  routeName: string | undefined;
  title: string;
  url: string;
  tenantName: string;
  /** Epoch milliseconds. */
  now: number;
}

/** Call once per route change (SPEC.md section 7), with the view read after the new page's title is set. */
export function trackPageView({ pathname, routeName, title, url, tenantName, now }: PageView): void {
  try {
    const nav: NavigatorWithConnection = navigator;
    const record = buildTelemetryRecord({
      pathname,
      routeName,
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
      now,
      tenantName,
    });
    void sendTelemetry(record, {
      sendBeacon: typeof nav.sendBeacon === 'function' ? nav.sendBeacon.bind(nav) : undefined,
      hidden: document.visibilityState === 'hidden',
    });
  } catch {
    // Analytics never breaks navigation.
  }
}
