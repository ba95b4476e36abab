import { completionPeopleQuerySchema, completionPersonSchema, envelopeOf, ok, pageOf } from "@eos/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { authOf } from "../../platform/auth/access-guard.ts";
import { follow as followed, statsTags as tags } from "./collection-routes.shared.ts";
import { type ProgressDeps, pageTaskPeople, taskPeople } from "./progress.service.ts";

const joinUserSchema = z.object({
  userId: z.number(),
  userName: z.string(),
  userType: z.number().nullable(),
  values: z.number(),
  lastFilledAt: z.string(),
});

/**
 * SPEC 7 Form import: a task's join-user page (who filled it) and belonging-user page (whom it is about, with
 * whether each has a value). Teachers who follow the task: staff see every class, others the classes they teach.
 */
export const taskPeopleRoutes =
  (deps: ProgressDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/v3/task/joinUser/page",
      {
        config: followed,
        schema: {
          tags,
          summary: "Who filled the task: each filler with how many values and the latest, searched by name",
          querystring: z.object({
            taskId: completionPeopleQuerySchema.shape.taskId,
            keyword: z.string().trim().max(100).optional(),
            page: z.coerce.number().int().min(1).default(1),
            size: z.coerce.number().int().min(1).max(200).default(20),
          }),
          response: { 200: envelopeOf(pageOf(joinUserSchema)) },
        },
      },
      async (req) => ok(await pageTaskPeople(deps, authOf(req), req.query)),
    );
    app.get(
      "/v3/task/belongUser/page",
      {
        config: followed,
        schema: {
          tags,
          summary: "Whom the task is about, with whether each has a value (all, filled or missing), paged",
          querystring: completionPeopleQuerySchema,
          response: { 200: envelopeOf(pageOf(completionPersonSchema)) },
        },
      },
      async (req) => ok(await taskPeople(deps, authOf(req), req.query)),
    );
  };
