import { envelopeOf, ok, taskItemSchema, taskQrSchema, taskSaveSchema } from "@eos/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { authOf } from "../../platform/auth/access-guard.ts";
import { languageOf } from "../../platform/http/i18n.ts";
import { idParam } from "../../platform/http/params.ts";
import { byId, created, manage, taskTags as tags } from "./collection-routes.shared.ts";
import {
  closeTask,
  getTask,
  listTasks,
  publishTask,
  removeTask,
  saveTask,
  sortTasks,
  taskQr,
} from "./task.service.ts";
import type { FillerDeps } from "./task-fillers.service.ts";

const done = { 200: envelopeOf(z.null()) };
const one = { 200: envelopeOf(taskItemSchema) };

/** Tasks inside a scene: save, publish, close, delete, order, QR code (SPEC 7 'task save and sort'). */
export const taskRoutes =
  (deps: FillerDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const route = { config: manage };
    app.get(
      "/v3/task/list",
      {
        ...route,
        schema: {
          tags,
          summary: "A scene's tasks in order",
          querystring: z.object({ sceneId: idParam }),
          response: { 200: envelopeOf(z.array(taskItemSchema)) },
        },
      },
      async (req) => ok(await listTasks(deps, authOf(req), req.query.sceneId)),
    );
    app.get(
      "/v3/task/byid",
      { ...route, schema: { tags, summary: "One task", querystring: byId, response: one } },
      async (req) => ok(await getTask(deps, authOf(req), req.query.id)),
    );
    app.post(
      "/v3/task/save",
      {
        ...route,
        schema: {
          tags,
          summary: "Create (a draft) or update a task: its classes, who fills it, its window and reminders",
          body: taskSaveSchema,
          response: { 200: envelopeOf(created) },
        },
      },
      async (req) => ok(await saveTask(deps, authOf(req), req.body, languageOf(req))),
    );
    app.post(
      "/v3/task/publish",
      {
        ...route,
        schema: {
          tags,
          summary: "Open a draft or closed task (released form, at least one class)",
          body: byId,
          response: one,
        },
      },
      async (req) => ok(await publishTask(deps, authOf(req), req.body.id)),
    );
    app.post(
      "/v3/task/close",
      { ...route, schema: { tags, summary: "Close a published task", body: byId, response: one } },
      async (req) => ok(await closeTask(deps, authOf(req), req.body.id)),
    );
    app.post(
      "/v3/task/del",
      {
        ...route,
        schema: {
          tags,
          summary: "Delete a task (its values stay with the form)",
          body: byId,
          response: done,
        },
      },
      async (req) => ok(await removeTask(deps, authOf(req), req.body.id)),
    );
    app.post(
      "/v3/task/sort",
      {
        ...route,
        schema: {
          tags,
          summary: "Order a scene's tasks",
          body: z.object({ sceneId: idParam, ids: z.array(idParam).min(1).max(500) }),
          response: done,
        },
      },
      async (req) => ok(await sortTasks(deps, authOf(req), req.body)),
    );
    app.get(
      "/v3/statistics/task/qrcode",
      {
        ...route,
        schema: {
          tags,
          summary: "The task's QR code: it opens the task on a phone",
          querystring: byId,
          response: { 200: envelopeOf(taskQrSchema) },
        },
      },
      async (req) => ok(await taskQr(deps, authOf(req), req.query.id, `${req.protocol}://${req.host}`)),
    );
  };
