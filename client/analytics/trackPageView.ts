/** The browser side of analytics: collects the inputs of a page-view record and sends it. */
import { browserDeviceId, browserUserId } from '../visitor/browserStorage';
import { buildTelemetryRecord, type ActionInfo } from './record';
import { sendTelemetry } from './send';
import { browserTimeZone } from './timeZone';

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

/** Call once per route change (docs/product.md#analytics), with the view read after the new page's title is set. */
export function trackPageView(view: PageView): Promise<void> {
  return trackAction(view, { type: 'page_view' });
}

/** Sends one record of `action` done on the page `view` describes. */
export async function trackAction({ pathname, routeName, title, url, tenantName, now }: PageView, action: ActionInfo): Promise<void> {
  try {
    // Read off the main thread (./timeZone.ts); everything else is read when sending.
    const timezone = await browserTimeZone();
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
      timezone,
      now,
      tenantName,
      action,
    });
    void sendTelemetry(record, {
      sendBeacon: typeof nav.sendBeacon === 'function' ? nav.sendBeacon.bind(nav) : undefined,
      hidden: document.visibilityState === 'hidden',
    });
  } catch {
    // Analytics never breaks navigation.
  }
}
