import { envelopeOf, ok } from "@eos/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { authOf } from "../../platform/auth/access-guard.ts";
import { languageOf } from "../../platform/http/i18n.ts";
import type { PeopleDeps } from "./account.port.ts";
import type { IdCardKeys } from "./id-card.ts";
import {
  describeProblems,
  dryRunQuery,
  importProblemSchema,
  importSummary,
  readImportUpload,
  sendImportTemplate,
} from "./import-http.ts";
import { orgUnitsOfSchool } from "./org-tree.service.ts";
import { teacherColumns } from "./teacher-import.rows.ts";
import { importTeachers } from "./teacher-import.service.ts";

const tags = ["Teachers"];
const admin = { access: { kind: "admin" as const } };

const resultSchema = z.object({
  ok: z.boolean(),
  dryRun: z.boolean(),
  rows: z.number(),
  teachers: z.number(),
  memberships: z.number().describe("department memberships the import adds"),
  duties: z.number().describe("class leaders and subject-teacher places the import adds"),
  problems: z.array(importProblemSchema),
});

/** Import of teachers from .xlsx, with its template. */
export const teacherImportRoutes =
  (deps: PeopleDeps & { keys: IdCardKeys }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/v3/tea/importTemplate",
      { config: admin, schema: { tags, summary: "The .xlsx template for importing teachers" } },
      async (req, reply) => {
        const lang = languageOf(req);
        const en = lang === "en-US";
        const units = await orgUnitsOfSchool(deps.db, authOf(req).schoolId);
        const firstDept = units.find((u) => u.kind === "dept")?.name ?? "";
        const firstClass = units.find((u) => u.kind === "class")?.name ?? "";
        return sendImportTemplate(reply, lang, {
          columns: teacherColumns,
          sheet: ["教师", "Teachers"],
          file: "teachers-template.xlsx",
          example: {
            name: "王老师",
            account: "t2026901",
            phone: "13700000000",
            gender: en ? "F" : "女",
            departments: firstDept,
            subject: en ? "Maths" : "数学",
            idCard: "",
            leads: "",
            teaches: firstClass,
          },
        });
      },
    );

    app.post(
      "/v3/tea/import",
      {
        config: admin,
        schema: {
          tags,
          summary: importSummary(
            "teachers with their accounts, departments, the class each leads and the classes each teaches (several split by 、 or ,)",
          ),
          querystring: dryRunQuery,
          response: { 200: envelopeOf(resultSchema) },
        },
      },
      async (req) => {
        const { data, dryRun } = await readImportUpload(req, req.query.dryRun);
        const result = await importTeachers(deps, deps.keys, authOf(req), data, dryRun);
        return ok({
          ...result,
          problems: describeProblems(result.problems, teacherColumns, languageOf(req)),
        });
      },
    );
  };
