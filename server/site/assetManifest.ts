/** Reads the build manifest once and answers which scripts a page kind needs. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BuildManifest } from '../../shared/manifest';
import type { PageKind } from '../../shared/routes';

export function loadManifest(distDir: string): BuildManifest {
  const file = path.join(distDir, 'manifest.json');
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as BuildManifest;
  } catch (error) {
    throw new Error(`No client build at ${file}: run "npm run build" first (${(error as Error).message})`);
  }
}

export interface PageScripts {
  /** Module scripts React bootstraps. */
  bootstrapModules: string[];
  /** Chunks to modulepreload so the page chunk does not wait for the entry to ask for it. */
  preloads: string[];
}

export function scriptsFor(manifest: BuildManifest, kind: PageKind | undefined): PageScripts {
  const page = kind ? manifest.pages[kind] : undefined;
  const preloads = [...manifest.entry.imports, ...(page ? [page.file, ...page.imports] : [])];
  return { bootstrapModules: [manifest.entry.file], preloads: [...new Set(preloads)] };
}
