/**
 * esbuild plugin: the first load of the site is the entry, one shared chunk and the
 * landing page's chunk, instead of the entry and some twenty small shared chunks.
 *
 * With code splitting, esbuild puts each module in the chunk of the set of entry points
 * that reach it through static imports, and every page chunk and every `import()` target
 * is an entry point. So a module the entry shares with the chat panel and another it
 * shares with the page chunks landed in different files, each gzipped on its own
 * (together about 6 KB more than as one file).
 *
 * This plugin gives every entry point one more static import, of a module ("the shell")
 * that imports what the entry imports, plus what the landing page shares with other
 * entry points. Everything the shell reaches is then reached from every entry point and
 * lands in one chunk. At run time the import does nothing: the entry has loaded and run
 * all of it before any page chunk or lazily loaded module is imported (and a page chunk
 * that is not the landing page may load a little it does not use).
 *
 * The import graph comes from a quick build without plugins at setup; the import is
 * appended to each entry point's source by the loader (`appendTo`), so line numbers stay.
 */
import path from 'node:path';
import type { Metafile, Plugin } from 'esbuild';

const SHELL = 'shared-chunk:shell';

export interface SharedChunk {
  plugin: Plugin;
  /** Source to append to the module at `file` (absolute path) before it is compiled. */
  appendTo(file: string): string;
}

/** Files reached from `file` through static imports, itself included. */
function staticClosure(meta: Metafile, file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file) || !meta.inputs[file]) return seen;
  seen.add(file);
  for (const record of meta.inputs[file].imports) {
    if (record.kind === 'import-statement' && !record.external) staticClosure(meta, record.path, seen);
  }
  return seen;
}

/**
 * @param entry       the browser entry, relative to the working directory
 * @param landingPage the page chunk of the first page most visitors load (relative too)
 */
export function sharedChunkPlugin({ entry, landingPage }: { entry: string; landingPage: string }): SharedChunk {
  /** Absolute paths of every entry point: configured ones and `import()` targets. */
  const entryPoints = new Set<string>();
  const appended = new Set<string>();
  let shellSource = '';
  let root = process.cwd();

  const plugin: Plugin = {
    name: 'shared-chunk',
    async setup(build) {
      const options = build.initialOptions;
      root = options.absWorkingDir ?? root;
      const probe = await build.esbuild.build({
        absWorkingDir: root,
        entryPoints: options.entryPoints,
        bundle: true,
        splitting: true,
        format: 'esm',
        platform: options.platform,
        jsx: options.jsx,
        packages: 'external',
        outdir: 'shared-chunk-probe',
        write: false,
        metafile: true,
        logLevel: 'silent',
      });
      const meta = probe.metafile;
      const configured = Object.values(meta.outputs).flatMap((o) => (o.entryPoint ? [o.entryPoint] : []));
      const lazy = Object.values(meta.inputs).flatMap((input) => input.imports.filter((r) => r.kind === 'dynamic-import' && !r.external).map((r) => r.path));
      for (const file of [...configured, ...lazy]) entryPoints.add(path.resolve(root, file));

      // What the entry imports, by the specifiers it uses; then what the landing page
      // shares with any entry point other than the entry.
      const imports = meta.inputs[entry]?.imports.filter((r) => r.kind === 'import-statement') ?? [];
      if (imports.length === 0) throw new Error(`shared-chunk: found no imports of ${entry}`);
      const specifiers = imports.map((r) => r.original ?? r.path);
      const fromEntry = staticClosure(meta, entry);
      const fromLanding = staticClosure(meta, landingPage);
      const fromOthers = new Set(
        [...entryPoints]
          .map((file) => path.relative(root, file))
          .filter((file) => file !== entry && file !== landingPage)
          .flatMap((file) => [...staticClosure(meta, file)]),
      );
      // Relative to the entry's folder, where the shell resolves them: an absolute path would
      // put the checkout's location into the shell's text, so into the chunks' hashes, their
      // names and their compressed size (a few bytes either way from one clone to the next).
      const entryDir = path.dirname(path.resolve(root, entry));
      for (const file of fromLanding) {
        if (fromOthers.has(file) && !fromEntry.has(file)) specifiers.push(`./${path.relative(entryDir, path.resolve(root, file)).split(path.sep).join('/')}`);
      }
      // Namespace imports, not bare ones: esbuild ignores (with a warning) a bare import of
      // a package marked side-effect free, and a namespace import nobody reads costs nothing.
      shellSource = specifiers.map((s, i) => `import * as m${i} from ${JSON.stringify(s)};`).join('\n');

      build.onResolve({ filter: /^shared-chunk:shell$/ }, () => ({ path: 'shell', namespace: 'shared-chunk' }));
      build.onLoad({ filter: /.*/, namespace: 'shared-chunk' }, () => ({
        contents: shellSource,
        resolveDir: entryDir,
        loader: 'js',
      }));
      build.onEnd(() => {
        const missed = [...entryPoints].filter((file) => !appended.has(file));
        if (missed.length === 0) return;
        const names = missed.map((file) => path.relative(root, file)).join(', ');
        return { errors: [{ text: `no loader appended the shell import to ${names}` }] };
      });
    },
  };

  return {
    plugin,
    appendTo(file) {
      if (!entryPoints.has(file)) return '';
      appended.add(file);
      return `\nimport ${JSON.stringify(SHELL)};\n`;
    },
  };
}
