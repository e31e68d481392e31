/**
 * The analytics record (docs/product.md#analytics), one per page view, built from plain inputs
 * (./trackPageView.ts collects them in the browser). A visitor's rating of a chat answer
 * goes in the same record, its action saying so (./trackChatFeedback.ts).
 */
import { randomId } from '../visitor/randomId';
import { deviceTypeOf, type DeviceType } from './deviceType';
import { withoutTokens } from './withoutTokens';

/** Version of this record's layout, so the log host can tell layouts apart. */
export const TELEMETRY_VERSION = '1.0';
/** docs/product.md#analytics: the root's page sub type; other pages carry their route name. */
export const HOME_PAGE_SUB_TYPE = 'home_page';
export const UNKNOWN = 'unknown';

export interface LogInfo {
  id: string;
  /** Epoch milliseconds. */
  time: number;
  version: string;
}

/**
 * What the visitor did: viewed the page, or rated a chat answer 有帮助 (up) or 没帮助
 * (down), the answer named by its place in the conversation and never by its text.
 */
export type ActionInfo =
  | { type: 'page_view' }
  | { type: 'chat_feedback'; value: 'up' | 'down'; messageIndex: number }
  /** A document's 本文是否有帮助？ (client/pages/docCenter/DocFeedback.tsx); a 没帮助's optional comment comes in a record of its own. */
  | { type: 'doc_feedback'; value: 'up' | 'down'; docId: string; comment?: string };

export interface DeviceInfo {
  deviceType: DeviceType;
  screenWidth: number;
  screenHeight: number;
  pixelRatio: number;
}

export interface NetworkInfo {
  /** navigator.connection.effectiveType ('4g', …), or 'unknown'. */
  effectiveType: string;
}

/** Derived from the time zone and the browser language only: no geolocation is asked for. */
export interface LocationInfo {
  timezone: string;
  locale: string;
  /** Region subtag of the language ('CN' of zh-CN), or ''. */
  region: string;
}

export interface WebBrowserInfo {
  userAgent: string;
  language: string;
}

export interface PageInfo {
  url: string;
  path: string;
  title: string;
  referrer: string;
  pageType: 'page';
  pageSubType: string;
}

export interface ObjectInfo {
  objectType: 'page';
  objectId: string;
  objectName: string;
}

export interface UserInfo {
  deviceId: string;
  userId: string | null;
  tenantName: string;
}

export type ExtraInfo = Record<string, string>;

export interface TelemetryRecord {
  logInfo: LogInfo;
  actionInfo: ActionInfo;
  deviceInfo: DeviceInfo;
  networkInfo: NetworkInfo;
  locationInfo: LocationInfo;
  webBrowserInfo: WebBrowserInfo;
  pageInfo: PageInfo;
  objectInfo: ObjectInfo;
  userInfo: UserInfo;
  extraInfo: ExtraInfo;
}

export interface TelemetryInput {
  pathname: string;
  routeName: string | undefined;
  title: string;
  referrer: string;
  url: string;
  deviceId: string;
  userId: string | null;
  screen: { width: number; height: number; pixelRatio: number };
  language: string;
  userAgent: string;
  connection: string | undefined;
  timezone: string;
  now: number;
  tenantName?: string;
  /** The record's id; a random UUID when absent. */
  id?: string;
  extra?: ExtraInfo;
  /** A page view unless said otherwise. */
  action?: ActionInfo;
}

export function pageSubTypeOf(pathname: string, routeName: string | undefined): string {
  if (pathname === '/') return HOME_PAGE_SUB_TYPE;
  return routeName ?? UNKNOWN;
}

export function localeOf(language: string): { locale: string; region: string } {
  try {
    const locale = new Intl.Locale(language);
    return { locale: locale.toString(), region: locale.region ?? '' };
  } catch {
    // Not a language tag (an empty navigator.language, a mangled header).
    return { locale: 'und', region: '' };
  }
}

export function buildTelemetryRecord(input: TelemetryInput): TelemetryRecord {
  return {
    logInfo: { id: input.id ?? randomId(), time: input.now, version: TELEMETRY_VERSION },
    actionInfo: input.action ?? { type: 'page_view' },
    deviceInfo: {
      deviceType: deviceTypeOf(input.userAgent),
      screenWidth: input.screen.width,
      screenHeight: input.screen.height,
      pixelRatio: input.screen.pixelRatio,
    },
    networkInfo: { effectiveType: input.connection ?? UNKNOWN },
    locationInfo: { timezone: input.timezone, ...localeOf(input.language) },
    webBrowserInfo: { userAgent: input.userAgent, language: input.language },
    pageInfo: {
      url: withoutTokens(input.url),
      path: input.pathname,
      title: input.title,
      referrer: withoutTokens(input.referrer),
      pageType: 'page',
      pageSubType: pageSubTypeOf(input.pathname, input.routeName),
    },
    objectInfo: { objectType: 'page', objectId: input.pathname, objectName: input.title },
    userInfo: { deviceId: input.deviceId, userId: input.userId, tenantName: input.tenantName ?? '' },
    extraInfo: { ...input.extra },
  };
}
