import {
  catalogueItemInputSchema,
  catalogueItemSchema,
  envelopeOf,
  idsOrderSchema,
  ok,
  pageOf,
  pageQuerySchema,
} from "@eos/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { authOf } from "../../platform/auth/access-guard.ts";
import { idParam } from "../../platform/http/params.ts";
import { managers, staff } from "./access.ts";
import {
  type CatalogueKind,
  type CourseDeps,
  listCatalogueItems,
  orderCatalogue,
  pageCatalogueItems,
  removeCatalogueItem,
  saveCatalogueItem,
} from "./catalogue.service.ts";

const done = envelopeOf(z.null());

/** /v3/subject and /v3/courseType: list, page, add (or rename), remove (refused while used), sort. */
export const catalogueRoutes =
  (deps: CourseDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const routesOf = (kind: CatalogueKind, base: string, what: string) => {
      const tags = ["Courses"];
      app.get(
        `${base}/list`,
        {
          config: staff,
          schema: {
            tags,
            summary: `Every ${what} of the school, in order`,
            response: { 200: envelopeOf(z.array(catalogueItemSchema)) },
          },
        },
        async (req) => ok(await listCatalogueItems(deps, authOf(req).schoolId, kind)),
      );
      app.get(
        `${base}/page`,
        {
          config: staff,
          schema: {
            tags,
            summary: `A page of the ${what}s, in order, narrowed by name`,
            querystring: pageQuerySchema,
            response: { 200: envelopeOf(pageOf(catalogueItemSchema)) },
          },
        },
        async (req) => ok(await pageCatalogueItems(deps, authOf(req).schoolId, kind, req.query)),
      );
      app.post(
        `${base}/add`,
        {
          config: managers,
          schema: {
            tags,
            summary: `Add a ${what} (last in order), or rename it with its id`,
            body: catalogueItemInputSchema,
            response: { 200: envelopeOf(z.object({ id: z.number() })) },
          },
        },
        async (req) => ok(await saveCatalogueItem(deps, authOf(req), kind, req.body)),
      );
      app.post(
        `${base}/remove`,
        {
          config: managers,
          schema: {
            tags,
            summary: `Remove a ${what}; refused while a course uses it`,
            body: z.object({ id: idParam }),
            response: { 200: done },
          },
        },
        async (req) => {
          await removeCatalogueItem(deps, authOf(req), kind, req.body.id);
          return ok(null);
        },
      );
      app.post(
        `${base}/sort`,
        {
          config: managers,
          schema: {
            tags,
            summary: `Order the ${what}s: every id, first first`,
            body: idsOrderSchema,
            response: { 200: done },
          },
        },
        async (req) => {
          await orderCatalogue(deps, authOf(req), kind, req.body.ids);
          return ok(null);
        },
      );
    };
    routesOf("subject", "/v3/subject", "subject");
    routesOf("type", "/v3/courseType", "course type");
  };
