import {
  childTodoSchema,
  completionPeopleQuerySchema,
  completionPersonSchema,
  envelopeOf,
  missingExportQuerySchema,
  ok,
  pageOf,
  remindResultSchema,
  remindSchema,
  taskCompletionQuerySchema,
  taskCompletionSchema,
  taskProgressItemSchema,
  taskProgressQuerySchema,
  taskReviewSchema,
  todoItemSchema,
} from "@eos/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { authOf } from "../../platform/auth/access-guard.ts";
import { sendXlsx } from "../../platform/files/xlsx.ts";
import { languageOf } from "../../platform/http/i18n.ts";
import { follow, statsTags as tags } from "./collection-routes.shared.ts";
import { exportCompletion } from "./completion-export.service.ts";
import {
  exportMissing,
  type ProgressDeps,
  pageProgress,
  remindMissing,
  taskCompletion,
  taskPeople,
} from "./progress.service.ts";
import { reviewFill } from "./review.service.ts";
import { taskImportInfoRoutes } from "./task-import-info.routes.ts";
import { taskPeopleRoutes } from "./task-people.routes.ts";
import { childrenTodoList, todoList } from "./todo.service.ts";

/** Completion statistics of tasks, reminders, the missing list, and every user's to-do list. */
export const progressRoutes =
  (deps: ProgressDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/center/api/getToDoList",
      {
        config: { access: { kind: "user" } },
        schema: {
          tags: ["App centre"],
          summary: "Tasks waiting for the caller, soonest deadline first (parents: about the current child)",
          response: { 200: envelopeOf(z.array(todoItemSchema)) },
        },
      },
      async (req) => ok(await todoList(deps, authOf(req))),
    );
    app.get(
      "/center/api/getChildrenToDoList",
      {
        config: { access: { kind: "user", roles: ["p"] } },
        schema: {
          tags: ["App centre"],
          summary: "A parent's to-do for each of their children, one group per child naming the child",
          response: { 200: envelopeOf(z.array(childTodoSchema)) },
        },
      },
      async (req) => ok(await childrenTodoList(deps, authOf(req))),
    );
    const route = { config: follow };
    await app.register(taskPeopleRoutes(deps));
    await app.register(taskImportInfoRoutes(deps));
    app.get(
      "/v3/statistics/task/page",
      {
        ...route,
        schema: {
          tags,
          summary: "Published and closed tasks the caller follows, with completion now",
          querystring: taskProgressQuerySchema,
          response: { 200: envelopeOf(pageOf(taskProgressItemSchema)) },
        },
      },
      async (req) => ok(await pageProgress(deps, authOf(req), req.query)),
    );
    app.get(
      "/v3/statistics/task/completion",
      {
        ...route,
        schema: {
          tags,
          summary: "Completion of a task by class, on time and late, in one of its periods (default: now)",
          querystring: taskCompletionQuerySchema,
          response: { 200: envelopeOf(taskCompletionSchema) },
        },
      },
      async (req) => ok(await taskCompletion(deps, authOf(req), req.query)),
    );
    app.get(
      "/v3/statistics/task/people",
      {
        ...route,
        schema: {
          tags,
          summary: "Who filled and who has not, paged",
          querystring: completionPeopleQuerySchema,
          response: { 200: envelopeOf(pageOf(completionPersonSchema)) },
        },
      },
      async (req) => ok(await taskPeople(deps, authOf(req), req.query)),
    );
    app.post(
      "/v3/statistics/task/remind",
      {
        ...route,
        schema: {
          tags,
          summary: "Remind everyone still missing (in-app notice, and a message where a phone is known)",
          body: remindSchema,
          response: { 200: envelopeOf(remindResultSchema) },
        },
      },
      async (req) => ok(await remindMissing(deps, authOf(req), req.body, languageOf(req))),
    );
    app.post(
      "/v3/task/review",
      {
        ...route,
        schema: {
          tags,
          summary: "Pass or reject (with a comment) a fill of a task that needs review",
          body: taskReviewSchema,
          response: { 200: envelopeOf(z.object({ formValId: z.number(), reviewState: z.number() })) },
        },
      },
      async (req) => ok(await reviewFill(deps, authOf(req), req.body)),
    );
    app.get(
      "/v3/statistics/task/missingExport",
      {
        ...route,
        schema: {
          tags,
          summary: "The missing list of a period as .xlsx",
          querystring: missingExportQuerySchema,
        },
      },
      async (req, reply) => {
        const { file, name } = await exportMissing(deps, authOf(req), req.query, languageOf(req));
        return sendXlsx(reply, `${name}.xlsx`, file);
      },
    );
    app.get(
      "/v3/statistics/task/completionExport",
      {
        ...route,
        schema: {
          tags,
          summary: "Completion of a period by class (expected, filled, on time, late, missing) as .xlsx",
          querystring: taskCompletionQuerySchema,
        },
      },
      async (req, reply) => {
        const { file, name } = await exportCompletion(deps, authOf(req), req.query, languageOf(req));
        return sendXlsx(reply, `${name}.xlsx`, file);
      },
    );
  };
