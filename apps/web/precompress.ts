import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Plugin } from "vite";

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

const compressible = /\.(js|mjs|css|html|svg|json)$/;
/** Below this a file gains too little to be worth two more files; the HTML page is every visit's first request. */
const MIN_BYTES = 1024;

const wanted = (name: string, size: number) =>
  compressible.test(name) && (size > MIN_BYTES || name.endsWith(".html"));

/**
 * Writes `name.br` and `name.gz` beside each built text file, at the strongest settings: this runs once per
 * build, and the server (@fastify/static `preCompressed`) then sends them with no compression work per request.
 * A variant that comes out no smaller than the file is not written, so the server sends the file itself.
 */
export function precompress(): Plugin {
  return {
    name: "eos-precompress",
    apply: "build",
    async writeBundle(options, bundle) {
      const dir = options.dir;
      if (!dir) return;
      await Promise.all(
        Object.keys(bundle).map(async (name) => {
          const path = join(dir, name);
          const data = await readFile(path);
          if (!wanted(name, data.length)) return;
          const [br, gz] = await Promise.all([
            brotli(data, {
              params: {
                [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
              },
            }),
            gzipped(data, { level: constants.Z_BEST_COMPRESSION }),
          ]);
          if (br.length < data.length) await writeFile(`${path}.br`, br);
          if (gz.length < data.length) await writeFile(`${path}.gz`, gz);
        }),
      );
    },
  };
}
