import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
import helmet from "helmet";

const policy: Parameters<typeof helmet>[0] = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:", "blob:", "https:"],
      connectSrc: ["'self'"],
      fontSrc: ["'self'", "data:"],
      frameAncestors: ["'self'"],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
};

/**
 * helmet's headers, computed once: the policy does not vary by request, and building it per request (as the
 * Fastify plugin does) cost most of the server's throughput in the benchmark.
 */
export const securityHeaders = (): Record<string, string> => {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(", ") : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  } as unknown as ServerResponse;
  helmet(policy)({} as IncomingMessage, res, () => {});
  return headers;
};

/** What a hashed script, style or image needs of them: the rest (CSP, framing, referrer…) govern documents. */
const SUBRESOURCE_HEADERS = ["x-content-type-options", "cross-origin-resource-policy"];

/**
 * Every answer gets the headers, except the build's hashed files under /assets/, which get only what a
 * subresource needs: the document's dozen headers (about 700 bytes) on each of the phone sign-in page's scripts
 * were several KB of its download over HTTP/1.1.
 */
export const registerSecurityHeaders = (app: FastifyInstance): void => {
  const headers = securityHeaders();
  const subresource = Object.fromEntries(
    Object.entries(headers).filter(([name]) => SUBRESOURCE_HEADERS.includes(name)),
  );
  app.addHook("onRequest", async (req, reply) => {
    reply.headers(req.url.startsWith("/assets/") ? subresource : headers);
  });
};
