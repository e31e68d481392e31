/**
 * The site's one icon set (lucide-static, ISC) as one SVG sprite, built with the client:
 * a `<symbol>` per icon the site names (shared/icons.ts), nothing else, in a file named by
 * its content's hash, so it is cached for good (server/site/static.ts) and no icon is ever
 * drawn by JavaScript. client/ui/Icon.tsx points `<use>` at it.
 */
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** One stroke weight for every icon on the site (lucide's icons are drawn at 24 px with one stroke width). */
export const ICON_STROKE_WIDTH = 1.8;
const LICENSE = '<!-- lucide-static, ISC License, https://lucide.dev/license -->';

/** The shapes of one lucide icon: what is inside its `<svg>`, comments and layout whitespace gone. */
export function shapesOf(svg: string): string {
  const body = /<svg\b[^>]*>([\s\S]*)<\/svg>/.exec(svg)?.[1];
  if (body === undefined) throw new Error('icon sprite: not an SVG file');
  return body
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/\s*\n\s*/g, '')
    .trim();
}

export function spriteOf(icons: ReadonlyArray<{ name: string; shapes: string }>): string {
  const symbols = icons.map(
    ({ name, shapes }) =>
      `<symbol id="${name}" viewBox="0 0 24 24"><g fill="none" stroke="currentColor" stroke-width="${ICON_STROKE_WIDTH}" stroke-linecap="round" stroke-linejoin="round">${shapes}</g></symbol>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg">${LICENSE}${symbols.join('')}</svg>\n`;
}

/** Writes the sprite into `outDir` as `icons-<hash>.svg`; returns its file name. */
export async function writeIconSprite(root: string, names: readonly string[], outDir: string): Promise<string> {
  const iconsDir = path.join(root, 'node_modules', 'lucide-static', 'icons');
  const icons = await Promise.all(
    [...new Set(names)].sort().map(async (name) => ({ name, shapes: shapesOf(await readFile(path.join(iconsDir, `${name}.svg`), 'utf8')) })),
  );
  const sprite = spriteOf(icons);
  const hash = createHash('sha256').update(sprite).digest('base64url').slice(0, 10).replace(/[-_]/g, '0').toUpperCase();
  const file = `icons-${hash}.svg`;
  await writeFile(path.join(outDir, file), sprite);
  return file;
}
