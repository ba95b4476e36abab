import {
  envelopeOf,
  leaderInputSchema,
  leaderQuerySchema,
  leaderSchema,
  leaderUpdateSchema,
  ok,
  pageOf,
  pickedPersonSchema,
  pickerQuerySchema,
} from "@eos/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { authOf } from "../../platform/auth/access-guard.ts";
import { idParam } from "../../platform/http/params.ts";
import { managers, staff } from "./access.ts";
import type { CourseDeps } from "./catalogue.service.ts";
import { addLeader, changeLeader, listLeadersOf, removeLeader } from "./leader.service.ts";
import { type PickerKind, pickPeople } from "./picker.service.ts";

const tags = ["Courses"];
const done = envelopeOf(z.null());

/** /v3/leader (teacher leaders of clubs and term courses) and the people pickers (/v3/choiceUser). */
export const leaderRoutes =
  (deps: CourseDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/v3/leader/list",
      {
        config: staff,
        schema: {
          tags,
          summary: "Leaders, of a kind (club, course) and of one club or course when named",
          querystring: leaderQuerySchema,
          response: { 200: envelopeOf(z.array(leaderSchema)) },
        },
      },
      async (req) => ok(await listLeadersOf(deps, authOf(req).schoolId, req.query)),
    );
    app.get(
      "/v3/leader/getByTeaId",
      {
        config: staff,
        schema: {
          tags,
          summary: "What a teacher leads (the caller when no teaId)",
          querystring: z.object({ teaId: idParam.optional() }),
          response: { 200: envelopeOf(z.array(leaderSchema)) },
        },
      },
      async (req) => {
        const auth = authOf(req);
        return ok(await listLeadersOf(deps, auth.schoolId, { teacherId: req.query.teaId ?? auth.userId }));
      },
    );
    app.post(
      "/v3/leader/add",
      {
        config: managers,
        schema: {
          tags,
          summary: "Make a teacher a leader of a club or a term's course",
          body: leaderInputSchema,
          response: { 200: envelopeOf(z.object({ id: z.number() })) },
        },
      },
      async (req) => ok(await addLeader(deps, authOf(req), req.body)),
    );
    app.post(
      "/v3/leader/update",
      {
        config: managers,
        schema: {
          tags,
          summary: "Hand a leadership to another teacher",
          body: leaderUpdateSchema,
          response: { 200: done },
        },
      },
      async (req) => {
        await changeLeader(deps, authOf(req), req.body);
        return ok(null);
      },
    );
    app.post(
      "/v3/leader/del",
      {
        config: managers,
        schema: {
          tags,
          summary: "Remove a leader",
          body: z.object({ id: idParam }),
          response: { 200: done },
        },
      },
      async (req) => {
        await removeLeader(deps, authOf(req), req.body.id);
        return ok(null);
      },
    );
    const pickers: [string, PickerKind, string][] = [
      ["pageStudent", "student", "Students, by name or number, of a class when named"],
      ["pageTeacher", "teacher", "Teachers, by name"],
      ["pageParent", "parent", "Parents with their child, by either's name, of a class when named"],
      ["pageAssociation", "association", "Clubs, by name"],
    ];
    for (const [path, kind, summary] of pickers)
      app.get(
        `/v3/choiceUser/${path}`,
        {
          config: staff,
          schema: {
            tags: ["Pickers"],
            summary,
            querystring: pickerQuerySchema,
            response: { 200: envelopeOf(pageOf(pickedPersonSchema)) },
          },
        },
        async (req) => ok(await pickPeople(deps, authOf(req).schoolId, kind, req.query)),
      );
  };
