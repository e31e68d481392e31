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

export function styledComponentsPlugin({ production, append, theme }: StyledComponentsOptions): Plugin {
  return {
    name: 'styled-components',
    setup(build) {
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
        return { contents: result?.code ?? source, loader };
      });
    },
  };
}
