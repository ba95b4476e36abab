import {
  envelopeOf,
  importFormInfoSchema,
  importTaskDetailSchema,
  ok,
  roleDutyListSchema,
} from "@eos/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { authOf } from "../../platform/auth/access-guard.ts";
import { sendXlsx } from "../../platform/files/xlsx.ts";
import { languageOf } from "../../platform/http/i18n.ts";
import { idParam } from "../../platform/http/params.ts";
import {
  type ImportInfoDeps,
  importFormInfoOfTask,
  importTaskDetail,
  importTemplateOfTask,
  roleDutyList,
} from "./task-import-info.service.ts";

/** Who imports into tasks (forms' form-import-task.routes.ts): forms.data holders and administrators. */
const staff = { access: { kind: "user" as const, roles: ["tea" as const], code: "forms.data" as const } };
const tags = ["Form import"];
const byTask = z.object({ taskId: idParam });

/**
 * SPEC 7 Form import, what the import screen of a task reads: the task on top ("task detail"), its form's
 * template columns ("form, form item info by task id"), the template itself ("export form") and the
 * school's roles and duties ("role and duty list"). Beside the task's imports (forms' /v3/formImport/page).
 */
export const taskImportInfoRoutes =
  (deps: ImportInfoDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/v3/formImport/taskDetail",
      {
        config: staff,
        schema: {
          tags,
          summary:
            "The task an import goes into: name, scene, form and released version, who fills it and whom it " +
            "is about, its current period, whether it takes imports now (else why not), its imports by " +
            "state with the values they still hold, and its values in all and in the period",
          querystring: byTask,
          response: { 200: envelopeOf(importTaskDetailSchema) },
        },
      },
      async (req) => ok(await importTaskDetail(deps, authOf(req), req.query.taskId)),
    );
    app.get(
      "/v3/formImport/formItemInfo",
      {
        config: staff,
        schema: {
          tags,
          summary:
            "The task's released form as the import template's columns: the student no. column, then each " +
            "item an import fills (header, type, required, choices, range, how to fill), and the items no " +
            "import fills",
          querystring: byTask,
          response: { 200: envelopeOf(importFormInfoSchema) },
        },
      },
      async (req) => ok(await importFormInfoOfTask(deps, authOf(req), req.query.taskId, languageOf(req))),
    );
    app.get(
      "/v3/formImport/exportForm",
      {
        config: staff,
        schema: {
          tags,
          summary:
            "The task's import template as .xlsx (student no. first, one column per item the import fills, " +
            "and a sheet on how to fill each): the same file as /v3/eos/form/import/template with taskId",
          querystring: byTask,
        },
      },
      async (req, reply) => {
        const file = await importTemplateOfTask(deps, authOf(req), req.query.taskId, languageOf(req));
        return sendXlsx(reply, file.fileName, file.data);
      },
    );
    app.get(
      "/v3/formImport/roleDutyList",
      {
        config: staff,
        schema: {
          tags,
          summary:
            "The school's duties (1 class leaders, 2 subject teachers with their subjects, 3 administrators, " +
            "the ids task filler rules use) and custom roles, each with how many teachers hold it",
          response: { 200: envelopeOf(roleDutyListSchema) },
        },
      },
      async (req) => ok(await roleDutyList(deps, authOf(req))),
    );
  };
