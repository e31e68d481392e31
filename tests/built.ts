/**
 * The built bundle (dist/) for the integration tests that read it: built once per run, before
 * any test file, by the integration project's global setup (tests/setup/buildOnce.ts).
 */
import path from 'node:path';
import { loadManifest } from '../server/site/assetManifest';
import type { BuildManifest } from '../shared/manifest';

const DIST_DIR = path.resolve(import.meta.dirname, '..', 'dist');

/** The manifest of the build, for the tests that serve or load its bundles. */
export function builtManifest(): BuildManifest {
  return loadManifest(DIST_DIR);
}
