import { constants } from "node:zlib";
import fastifyCompress from "@fastify/compress";
import type { FastifyInstance } from "fastify";

/** Answers smaller than this gain a few hundred bytes at most, less than compressing them costs. */
export const COMPRESS_THRESHOLD = 1024;

/**
 * Compresses the API's answers over 1 KB (brotli or gzip, as the client accepts), registered inside the /api
 * scope so that only its routes get it: the web's files go out precompressed (web-static.ts). Brotli at quality 4
 * is about gzip's cost for a smaller result; 11 would cost many times the CPU of the request itself.
 * What it leaves alone: partial content (206, Content-Range), answers already encoded, types that are compressed
 * already (xlsx, pdf, zip, images: mime-db says so) and routes that opt out with `compress: false` (stored files,
 * whose Range requests must address the bytes as stored). Request bodies are never decompressed.
 */
export const registerApiCompression = async (api: FastifyInstance): Promise<void> => {
  await api.register(fastifyCompress, {
    threshold: COMPRESS_THRESHOLD,
    encodings: ["br", "gzip"],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    globalDecompression: false,
  });
};

/**
 * A route's opt-out, spread into its options. The plugin's type augmentation declares RouteShorthandOptions with one
 * type parameter where fastify 5 has six, so it does not merge; spread as a plain object it still reaches the plugin.
 */
export const uncompressed: object = { compress: false };
