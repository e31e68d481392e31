/**
 * esbuild plugin: in the browser's build, each module of shared/products/chunks/ is the value
 * of its exports, read at build time, instead of its code.
 *
 * A product is one file (shared/products/<group>/<slug>.ts) holding its menu entry, which the
 * entry chunk needs for the menus, and its page text and content, which only its group's
 * chunk needs. esbuild puts a whole file in one chunk, so bundled as written every product's
 * text would load with the first page (about 40 KB gzip more). The chunks folder picks out
 * what each part of the browser needs (the entries, one group's pages, the icons, the hero
 * designs); written as plain data, each lands only in the chunks that import it, and no
 * product module is bundled at all. The server, the tests and the type check read the
 * modules as written.
 */
import { pathToFileURL } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import type { Plugin } from 'esbuild';

/** A chunks module's exports as module source; throws on a value that is not plain data. */
export async function asData(file: string): Promise<string> {
  const exports = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
  return Object.entries(exports)
    .map(([name, value]) => {
      const json = JSON.stringify(value);
      if (json === undefined || !isDeepStrictEqual(JSON.parse(json), value)) throw new Error(`${file}: export ${name} is not plain data`);
      return `export const ${name} = ${json};\n`;
    })
    .join('');
}

export function productChunksPlugin(): Plugin {
  return {
    name: 'product-chunks',
    setup(build) {
      build.onLoad({ filter: /[\\/]shared[\\/]products[\\/]chunks[\\/][\w-]+\.ts$/ }, async (args) => ({ contents: await asData(args.path), loader: 'js' }));
    },
  };
}
