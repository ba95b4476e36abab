import type { FastifyInstance } from "fastify";
import type { Access } from "../auth/access.ts";

export type CatalogEntry = {
  method: string;
  url: string;
  access: Access | undefined;
  /** The route's querystring schema (zod), for tests that walk every parameter. */
  querystring: unknown;
};

declare module "fastify" {
  interface FastifyInstance {
    /** Every route registered after the catalogue: what tests walk to prove access and isolation rules. */
    routeCatalog: CatalogEntry[];
  }
}

export const registerRouteCatalog = (app: FastifyInstance): void => {
  const entries: CatalogEntry[] = [];
  app.decorate("routeCatalog", entries);
  app.addHook("onRoute", (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === "HEAD") continue;
      entries.push({
        method,
        url: route.url,
        access: route.config?.access,
        querystring: route.schema?.querystring,
      });
    }
  });
};
