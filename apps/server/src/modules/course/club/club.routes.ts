import {
  clubInputSchema,
  clubMemberQuerySchema,
  clubMemberRemoveSchema,
  clubMemberSchema,
  clubMembersInputSchema,
  clubSchema,
  envelopeOf,
  ok,
  pageOf,
  pageQuerySchema,
} from "@eos/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { authOf } from "../../../platform/auth/access-guard.ts";
import { idParam } from "../../../platform/http/params.ts";
import { managers, staff } from "../access.ts";
import type { CourseDeps } from "../catalogue.service.ts";
import {
  addClubMembers,
  clubInfo,
  pageClubMembers,
  pageClubsOf,
  removeClub,
  removeClubMember,
  saveClub,
} from "./club.service.ts";

const tags = ["Clubs"];
const done = envelopeOf(z.null());
const idBody = z.object({ id: idParam });
const added = envelopeOf(z.object({ added: z.number() }));

/** /v3/association: clubs, their info, their members added one by one or in batch, and removed. */
export const clubRoutes =
  (deps: CourseDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/v3/association/list",
      {
        config: staff,
        schema: {
          tags,
          summary: "A page of the school's clubs with leaders and member counts; sortable",
          querystring: pageQuerySchema,
          response: { 200: envelopeOf(pageOf(clubSchema)) },
        },
      },
      async (req) => ok(await pageClubsOf(deps, authOf(req).schoolId, req.query)),
    );
    app.get(
      "/v3/association/info",
      {
        config: staff,
        schema: { tags, summary: "A club", querystring: idBody, response: { 200: envelopeOf(clubSchema) } },
      },
      async (req) => ok(await clubInfo(deps, authOf(req).schoolId, req.query.id)),
    );
    app.post(
      "/v3/association/addOrUpdate",
      {
        config: managers,
        schema: {
          tags,
          summary: "Add a club, or edit it with its id",
          body: clubInputSchema,
          response: { 200: envelopeOf(z.object({ id: z.number() })) },
        },
      },
      async (req) => ok(await saveClub(deps, authOf(req), req.body)),
    );
    app.post(
      "/v3/association/delete",
      {
        config: managers,
        schema: {
          tags,
          summary: "Delete a club with its members and leaders",
          body: idBody,
          response: { 200: done },
        },
      },
      async (req) => {
        await removeClub(deps, authOf(req), req.body.id);
        return ok(null);
      },
    );
    app.get(
      "/v3/association/pageMember",
      {
        config: staff,
        schema: {
          tags,
          summary: "A page of a club's members, by class",
          querystring: clubMemberQuerySchema,
          response: { 200: envelopeOf(pageOf(clubMemberSchema)) },
        },
      },
      async (req) => ok(await pageClubMembers(deps, authOf(req).schoolId, req.query)),
    );
    app.post(
      "/v3/association/addMember",
      {
        config: managers,
        schema: {
          tags,
          summary: "Add one student to a club",
          body: z.object({ clubId: idParam, studentId: idParam }),
          response: { 200: added },
        },
      },
      async (req) =>
        ok(
          await addClubMembers(deps, authOf(req), {
            clubId: req.body.clubId,
            studentIds: [req.body.studentId],
          }),
        ),
    );
    app.post(
      "/v3/association/batchAddMember",
      {
        config: managers,
        schema: {
          tags,
          summary: "Add students to a club in one go: all or none, within its capacity; members are skipped",
          body: clubMembersInputSchema,
          response: { 200: added },
        },
      },
      async (req) => ok(await addClubMembers(deps, authOf(req), req.body)),
    );
    app.post(
      "/v3/association/removeStu",
      {
        config: managers,
        schema: {
          tags,
          summary: "Remove a student from a club",
          body: clubMemberRemoveSchema,
          response: { 200: done },
        },
      },
      async (req) => {
        await removeClubMember(deps, authOf(req), req.body);
        return ok(null);
      },
    );
  };
