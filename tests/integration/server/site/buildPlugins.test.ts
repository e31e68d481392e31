/**
 * The build patches no library: no plugin of the client's or the server's bundle gives a file
 * under node_modules contents of its own, or resolves an import to a path inside node_modules.
 * A patch of a dependency's shipped code breaks silently on its next release; the libraries'
 * own builds, as their packages export them, and esbuild's documented options do not.
 */
import { build, type OnLoadArgs, type OnLoadResult, type OnResolveArgs, type OnResolveResult, type Plugin, type PluginBuild } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { clientBuildOptions, serverBundleOptions } from '../../../../build';

const IN_NODE_MODULES = /[\\/]node_modules[\\/]/;

/** `plugin`, with every file it loads and every path it resolves to under node_modules noted in `patches`. */
function watched(plugin: Plugin, patches: string[]): Plugin {
  return {
    name: plugin.name,
    setup(build) {
      const spy: PluginBuild = {
        ...build,
        onLoad: (options, callback) =>
          build.onLoad(options, async (args: OnLoadArgs): Promise<OnLoadResult | null | undefined> => {
            const result = await callback(args);
            if (result?.contents !== undefined && IN_NODE_MODULES.test(args.path)) patches.push(`${plugin.name} loads ${args.path}`);
            return result;
          }),
        onResolve: (options, callback) =>
          build.onResolve(options, async (args: OnResolveArgs): Promise<OnResolveResult | null | undefined> => {
            const result = await callback(args);
            if (result?.path && IN_NODE_MODULES.test(result.path)) patches.push(`${plugin.name} resolves ${args.path} to ${result.path}`);
            return result;
          }),
      };
      return plugin.setup(spy);
    },
  };
}

async function patchesOf(options: Parameters<typeof build>[0]): Promise<string[]> {
  const patches: string[] = [];
  await build({ ...options, plugins: (options.plugins ?? []).map((plugin) => watched(plugin, patches)), write: false, sourcemap: false, metafile: false });
  return patches;
}

describe('the build', () => {
  it('bundles the client with no dependency’s code loaded or located by a plugin', async () => {
    expect(await patchesOf(await clientBuildOptions())).toEqual([]);
  }, 120_000);

  it('bundles the server the same way', async () => {
    expect(await patchesOf({ ...serverBundleOptions(), entryPoints: ['server/index.ts'], outdir: 'dist/plugin-check' })).toEqual([]);
  }, 120_000);

  it('notices a plugin that hands react-router code of its own', async () => {
    const patching: Plugin = {
      name: 'patching',
      setup(build) {
        build.onLoad({ filter: /[\\/]react-router[\\/]dist[\\/].*\.mjs$/ }, () => ({ contents: 'export const useNavigation = 1;', loader: 'js' }));
      },
    };
    const stdin = { contents: "import { useNavigation } from 'react-router'; console.log(useNavigation);", resolveDir: process.cwd(), loader: 'ts' as const };
    const patches = await patchesOf({ stdin, bundle: true, format: 'esm', plugins: [patching], logLevel: 'silent' });
    expect(patches.length).toBeGreaterThan(0);
    expect(patches[0]).toMatch(/^patching loads .*react-router/);
  });
});
