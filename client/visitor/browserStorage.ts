/** The document side of ./deviceId.ts. */
import { getDeviceId, getUserId } from './deviceId';

/** Merely reading `window.localStorage` throws where storage is blocked. */
export function safeLocalStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

let pageDeviceId: string | undefined;

/** Stable for the page's life even when storage is unusable, so one visit is one device. */
export function browserDeviceId(): string {
  pageDeviceId ??= getDeviceId(safeLocalStorage());
  return pageDeviceId;
}

export function browserUserId(): string | null {
  return getUserId(safeLocalStorage());
}
