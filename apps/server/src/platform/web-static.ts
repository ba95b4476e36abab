import { existsSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { sendApiNotFound } from "./http/error-handler.ts";

/** apps/web/dist, found from the source tree or from the server bundle in apps/server/dist. */
export const findWebDist = (configured?: string): string | undefined => {
  if (configured) return existsSync(join(configured, "index.html")) ? resolve(configured) : undefined;
  const here = dirname(fileURLToPath(import.meta.url));
  const candidates = [join(here, "..", "..", "web", "dist"), join(here, "..", "..", "..", "web", "dist")];
  return candidates.find((c) => existsSync(join(c, "index.html")));
};

/** Text files the web build also writes as .br and .gz (apps/web/precompress.ts); caches must key them on encoding. */
const precompressed = /\.(js|mjs|css|html|svg|json)(\.br|\.gz)?$/;

const isApi = (url: string) => url === "/api" || url.startsWith("/api/") || url.startsWith("/api?");

/**
 * Serves the built web app. Client routes (any other GET that wants HTML) get index.html; `/api/*` never
 * does: an unknown API route is the 404 envelope. Text files go out as the build's brotli or gzip copy when the
 * browser accepts one (`preCompressed`, the sendFile of index.html included): no compression work per request.
 */
export const registerWebApp = async (app: FastifyInstance, webDist: string | undefined): Promise<void> => {
  if (webDist) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      cacheControl: false,
      preCompressed: true,
      setHeaders: (res, path) => {
        const immutable = path.includes(`${join(webDist, "assets")}`);
        res.setHeader("cache-control", immutable ? "public, max-age=31536000, immutable" : "no-cache");
        if (precompressed.test(path)) res.setHeader("vary", "accept-encoding");
      },
    });
  }
  app.setNotFoundHandler(async (req, reply) => {
    const wantsPage = (req.method === "GET" || req.method === "HEAD") && !isApi(req.url);
    const looksLikeFile = /\.[a-z0-9]{1,8}$/i.test(req.url.split("?")[0]);
    if (webDist && wantsPage && !looksLikeFile) {
      reply.header("cache-control", "no-cache");
      return reply.type("text/html; charset=utf-8").sendFile("index.html", webDist);
    }
    return sendApiNotFound(req, reply);
  });
};
