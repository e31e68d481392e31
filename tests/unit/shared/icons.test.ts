/**
 * One icon set, every item with its icon: each name the site lists (shared/icons.ts) is a
 * lucide-static icon and is drawn somewhere, and every capability, scenario, advantage and
 * card of the content, and every application of the product menu, names one of them.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { appGroups } from '../../../shared/appCenter';
import { appIcons } from '../../../shared/content/appIcons';
import { aboutContent } from '../../../shared/content/about';
import { collegeContent } from '../../../shared/content/college';
import { govContent } from '../../../shared/content/gov';
import { homeContent } from '../../../shared/content/home';
import { productContent } from '../../../shared/content/products';
import { studioContent } from '../../../shared/content/studios';
import { ICONS } from '../../../shared/icons';

const root = path.resolve(import.meta.dirname, '..', '..', '..');
const lucide = path.join(root, 'node_modules', 'lucide-static', 'icons');
const everything = { productContent, studioContent, homeContent, govContent, aboutContent, collegeContent };

/**
 * Every titled card of the content (a Point, a solution card), with where it sits; not an
 * algorithm section, a studio's sample, a home case or the brand video, which are drawn otherwise.
 */
function items(value: unknown, at = ''): Array<[string, Record<string, unknown>]> {
  if (Array.isArray(value)) return value.flatMap((v, i) => items(v, `${at}.${i}`));
  if (!value || typeof value !== 'object') return [];
  const record = value as Record<string, unknown>;
  const own: Array<[string, Record<string, unknown>]> =
    typeof record.title === 'string' &&
    typeof record.text === 'string' &&
    !('points' in record || 'kind' in record || 'customer' in record) &&
    !at.endsWith('.video')
      ? [[at, record]]
      : [];
  return [...own, ...Object.entries(record).flatMap(([k, v]) => items(v, `${at}.${k}`))];
}

/** The source files of the browser's code, as text. */
function clientSources(dir = path.join(root, 'client')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? clientSources(path.join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [readFileSync(path.join(dir, e.name), 'utf8')] : [],
  );
}

describe('the icon set', () => {
  it('names only icons lucide-static has, each once', () => {
    for (const name of ICONS) expect(existsSync(path.join(lucide, `${name}.svg`)), name).toBe(true);
    expect(new Set(ICONS).size).toBe(ICONS.length);
  });

  it('names only icons the site draws (the sprite holds nothing else)', () => {
    const content = new Set(items(everything).map(([, item]) => item.icon));
    const menu = new Set(Object.values(appIcons));
    const code = clientSources().join('\n');
    for (const name of ICONS) {
      const drawn = content.has(name) || menu.has(name) || code.includes(`'${name}'`) || code.includes(`"${name}"`);
      expect(drawn, name).toBe(true);
    }
  });

  it('gives every capability, scenario, advantage and card of the content an icon of the set', () => {
    const all = items(everything);
    expect(all.length).toBeGreaterThan(300);
    for (const [at, item] of all) expect(ICONS, `${at} ${String(item.title)}`).toContain(item.icon);
  });

  it('gives every application of the product menu an icon of the set', () => {
    const apps = appGroups.flatMap((g) => g.apps);
    expect(apps.length).toBeGreaterThanOrEqual(40);
    for (const app of apps) expect(ICONS, app.to).toContain(appIcons[app.to]);
  });
});
