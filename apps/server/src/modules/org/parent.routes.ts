import { envelopeOf, ok, pageOf } from "@eos/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { authOf } from "../../platform/auth/access-guard.ts";
import type { PeopleDeps } from "./account.port.ts";
import {
  parentIdQuery,
  parentItemSchema,
  parentLinkBody,
  parentQuery,
  parentSaveBody,
  parentUnlinkBody,
  studentParentSchema,
  studentParentsQuery,
} from "./parent.schemas.ts";
import {
  deleteParents,
  linkChild,
  listParents,
  parentDetail,
  parentsOfStudentFor,
  saveParent,
  unlinkChild,
} from "./parent.service.ts";
import { idsBody } from "./people.schemas.ts";

const viewer = { access: { kind: "user" as const, roles: ["tea" as const], code: "people.view" as const } };
const editor = { access: { kind: "user" as const, roles: ["tea" as const], code: "people.edit" as const } };
const done = envelopeOf(z.null());
const tags = ["Parents"];

/** Parents of the caller's school and their links to children. */
export const parentRoutes =
  (deps: PeopleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/v3/par/page",
      {
        config: viewer,
        schema: {
          tags,
          summary:
            "Parents the caller may see, paged, searchable by name or phone, by their children's class",
          querystring: parentQuery,
          response: { 200: envelopeOf(pageOf(parentItemSchema)) },
        },
      },
      async (req) => ok(await listParents(deps, authOf(req), req.query)),
    );
    app.get(
      "/v3/par/detail",
      {
        config: viewer,
        schema: {
          tags,
          summary: "One parent with their children",
          querystring: parentIdQuery,
          response: { 200: envelopeOf(parentItemSchema) },
        },
      },
      async (req) => ok(await parentDetail(deps, authOf(req), req.query.id)),
    );
    app.get(
      "/v3/par/ofStudent",
      {
        config: viewer,
        schema: {
          tags,
          summary: "The parents of one student",
          querystring: studentParentsQuery,
          response: { 200: envelopeOf(z.array(studentParentSchema)) },
        },
      },
      async (req) => ok(await parentsOfStudentFor(deps.db, authOf(req), req.query.studentId)),
    );
    app.post(
      "/v3/par/save",
      {
        config: editor,
        schema: {
          tags,
          summary: "Add or edit a parent; their account is their phone",
          body: parentSaveBody,
          response: { 200: envelopeOf(z.object({ id: z.number() })) },
        },
      },
      async (req) => ok(await saveParent(deps, authOf(req), req.body)),
    );
    app.post(
      "/v3/par/del",
      {
        config: editor,
        schema: {
          tags,
          summary: "Delete parents, their accounts and links",
          body: idsBody,
          response: { 200: done },
        },
      },
      async (req) => {
        await deleteParents(deps, authOf(req), req.body.ids);
        return ok(null);
      },
    );
    app.post(
      "/v3/par/link",
      {
        config: editor,
        schema: { tags, summary: "Link a parent to a child", body: parentLinkBody, response: { 200: done } },
      },
      async (req) => {
        await linkChild(deps.db, authOf(req), req.body);
        return ok(null);
      },
    );
    app.post(
      "/v3/par/unlink",
      {
        config: editor,
        schema: {
          tags,
          summary: "Remove a parent's link to a child",
          body: parentUnlinkBody,
          response: { 200: done },
        },
      },
      async (req) => {
        await unlinkChild(deps.db, authOf(req), req.body);
        return ok(null);
      },
    );
  };
