// Writes a Brotli (.br) and a gzip (.gz) copy beside every text asset of the client build, so the storefront's static
// file server can send the compressed bytes without compressing on each request (docs/decisions/0015-page-speed.md).
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const TEXT_ASSET = /\.(?:js|mjs|css|svg|json|html|txt|map)$/;
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

export async function precompressDir(dir: string): Promise<number> {
  let written = 0;
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !TEXT_ASSET.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const body = await readFile(file);
    if (body.length < MIN_BYTES) continue;
    const br = brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    });
    const gz = gzipSync(body, { level: 9 });
    // A copy that is not smaller is left out; the server then sends the file as it is.
    if (br.length < body.length) await writeFile(`${file}.br`, br);
    if (gz.length < body.length) await writeFile(`${file}.gz`, gz);
    written += 1;
  }
  return written;
}

/** Vite plugin: precompresses the browser build once it is written (the server build is left alone). */
export function precompress(): Plugin {
  return {
    name: 'storefront-precompress',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    async writeBundle(options) {
      if (options.dir) await precompressDir(options.dir);
    },
  };
}
