/**
 * esbuild plugin: runs babel-plugin-styled-components over files that use styled-components.
 * It gives every styled component a stable id derived from its file, so the server bundle
 * and the lazily loaded client chunks generate the same class names whatever order the
 * modules load in (without it hydration breaks on the first lazy page).
 */
import { readFile } from 'node:fs/promises';
import { transformAsync } from '@babel/core';
import type { Plugin } from 'esbuild';
import { inlineTheme } from './inlineTheme';

export interface StyledComponentsOptions {
  production: boolean;
  /** Source to append to a module before it is compiled (./sharedChunkPlugin.ts's import). */
  append?: (file: string) => string;
  /** The site's one theme, whose values are written into the styles (./inlineTheme.ts). */
  theme?: object;
}

/** What babel-plugin-styled-components writes: `sc-` + its hash of the file's path + `-` + the component's place in the file. */
const COMPONENT_ID = /componentId: "sc-([a-z0-9]+)-(\d+)"/g;
/** Characters of that hash kept: 36⁴ values for some 60 files; a clash stops the build. */
const FILE_HASH_LENGTH = 4;

/**
 * The ids made short: `s` + the first four characters of the file's hash + the place. Every
 * styled component's id stands once in the bundle and again in the server's CSS; with ninety
 * of them in the first load, their random characters are a fifth of a kilobyte once gzipped.
 * Still a pure function of the file's path, so the server and client builds agree.
 */
export function shortIds(code: string, file: string, owners: Map<string, string>): string {
  return code.replace(COMPONENT_ID, (_id, hash: string, place: string) => {
    const short = hash.padStart(FILE_HASH_LENGTH, '0').slice(0, FILE_HASH_LENGTH);
    const owner = owners.get(short) ?? file;
    if (owner !== file) throw new Error(`styled-components: ${file} and ${owner} shorten to the same id prefix "${short}"; lengthen FILE_HASH_LENGTH`);
    owners.set(short, file);
    return `componentId: "s${short}${place}"`;
  });
}

export function styledComponentsPlugin({ production, append, theme }: StyledComponentsOptions): Plugin {
  return {
    name: 'styled-components',
    setup(build) {
      const owners = new Map<string, string>();
      build.onLoad({ filter: /[\\/](client|shared)[\\/].*\.tsx?$/ }, async (args) => {
        const source = (await readFile(args.path, 'utf8')) + (append?.(args.path) ?? '');
        const loader = args.path.endsWith('.tsx') ? 'tsx' : 'ts';
        if (!source.includes('styled-components')) return { contents: source, loader };
        const result = await transformAsync(source, {
          filename: args.path,
          babelrc: false,
          configFile: false,
          sourceMaps: 'inline',
          parserOpts: { plugins: ['typescript', 'jsx'] },
          plugins: [
            ...(theme ? [inlineTheme(theme)] : []),
            ['babel-plugin-styled-components', { ssr: true, displayName: !production, fileName: false, pure: true, minify: true }],
          ],
        });
        return { contents: result?.code ? shortIds(result.code, args.path, owners) : source, loader };
      });
    },
  };
}
