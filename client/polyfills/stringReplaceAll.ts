/**
 * String.prototype.replaceAll for engines before Chromium 85: styled-components 6 calls it
 * whenever it writes a rule with a nested selector, so without it no style is written.
 * Our own code keeps off it (eslint.config.js); this is for the dependency.
 */
type Replacer = (substring: string, ...args: unknown[]) => string;

const SPECIAL = /[.*+?^${}()|[\]\\]/g;

export function replaceAll(this: string, search: string | RegExp, replacement: string | Replacer): string {
  if (search instanceof RegExp) {
    if (!search.global) throw new TypeError('replaceAll must be called with a global RegExp');
    return this.replace(search, replacement as string);
  }
  // A global expression of the escaped text: replace() then substitutes `$&` and calls a
  // function replacement exactly as replaceAll does.
  return this.replace(new RegExp(String(search).replace(SPECIAL, '\\$&'), 'g'), replacement as string);
}

export function installReplaceAll(proto: { replaceAll?: unknown } = String.prototype): void {
  // eslint-disable-next-line es-x/no-string-prototype-replaceall -- testing for it is the point
  if (typeof proto.replaceAll === 'function') return;
  Object.defineProperty(proto, 'replaceAll', { value: replaceAll, writable: true, configurable: true });
}
