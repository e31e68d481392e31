/**
 * Writes `.br` and `.gz` beside every compressible build output, at the highest levels,
 * once per build: the server then sends bytes and never compresses a bundle per request.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const COMPRESSIBLE = /\.(js|css|svg|json|txt)$/;
/** Below this a compressed copy saves less than the headers cost. */
const MIN_BYTES = 1024;

/** `only`: the names to compress, when `dir` holds files that have their copies already. */
export async function precompress(dir: string, only?: readonly string[]): Promise<number> {
  const files = (only ?? (await readdir(dir))).filter((name) => COMPRESSIBLE.test(name));
  let written = 0;
  await Promise.all(
    files.map(async (name) => {
      const file = path.join(dir, name);
      const bytes = await readFile(file);
      if (bytes.length < MIN_BYTES) return;
      const [br, gz] = await Promise.all([
        brotli(bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
        gzipAsync(bytes, { level: 9 }),
      ]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
      written += 1;
    }),
  );
  return written;
}
