/** The device id and user id (docs/product.md#analytics), for the analytics records. */
import { randomId } from './randomId';

export type IdStorage = Pick<Storage, 'getItem' | 'setItem'>;

export const DEVICE_ID_KEY = 'zhimei_device_id';
export const USER_ID_KEY = 'zhimei_user_id';

function read(storage: Pick<Storage, 'getItem'> | null, key: string): string | null {
  try {
    const value = storage?.getItem(key);
    return value ? value : null;
  } catch {
    // Storage can refuse access (blocked cookies, some private modes).
    return null;
  }
}

/** Generated once and kept; without usable storage, a fresh id each call. */
export function getDeviceId(storage: IdStorage | null, makeId: () => string = randomId): string {
  const kept = read(storage, DEVICE_ID_KEY);
  if (kept) return kept;
  const id = makeId();
  try {
    storage?.setItem(DEVICE_ID_KEY, id);
  } catch {
    // Full or refused: the id still serves this page.
  }
  return id;
}

export function getUserId(storage: Pick<Storage, 'getItem'> | null): string | null {
  return read(storage, USER_ID_KEY);
}
