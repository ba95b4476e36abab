import { envelopeOf, ok } from "@eos/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { authOf } from "../../platform/auth/access-guard.ts";
import type { Db } from "../../platform/db/client.ts";
import { orgDelBody, orgNodeSchema, orgSaveBody, orgSortBody } from "./org.schemas.ts";
import { orgTree, removeOrgUnit, saveOrgUnit, sortOrgUnits } from "./org-tree.service.ts";

const tags = ["Org"];
const staff = { access: { kind: "user" as const, roles: ["tea" as const] } };
/** Administrators, and teachers whose role grants the code. */
const admin = { access: { kind: "user" as const, roles: ["tea" as const], code: "org.edit" as const } };

/** The school's org tree: grades, classes and departments. */
export const orgTreeRoutes =
  (deps: { db: Db }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/v3/org/tree",
      {
        config: staff,
        schema: {
          tags,
          summary: "The school's org tree",
          response: { 200: envelopeOf(z.array(orgNodeSchema)) },
        },
      },
      async (req) => ok(await orgTree(deps.db, authOf(req))),
    );
    app.post(
      "/v3/org/save",
      {
        config: admin,
        schema: {
          tags,
          summary: "Add a grade, class or department, or rename a unit",
          body: orgSaveBody,
          response: { 200: envelopeOf(z.object({ id: z.number() })) },
        },
      },
      async (req) => ok(await saveOrgUnit(deps.db, authOf(req), req.body)),
    );
    app.post(
      "/v3/org/del",
      {
        config: admin,
        schema: {
          tags,
          summary: "Delete an empty unit",
          body: orgDelBody,
          response: { 200: envelopeOf(z.null()) },
        },
      },
      async (req) => {
        await removeOrgUnit(deps.db, authOf(req), req.body.id);
        return ok(null);
      },
    );
    app.post(
      "/v3/org/saveSort",
      {
        config: admin,
        schema: {
          tags,
          summary: "Order the children of a unit",
          body: orgSortBody,
          response: { 200: envelopeOf(z.null()) },
        },
      },
      async (req) => {
        await sortOrgUnits(deps.db, authOf(req), req.body.pid, req.body.ids);
        return ok(null);
      },
    );
  };
