import { envelopeOf, ok } from "@eos/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { authOf } from "../../platform/auth/access-guard.ts";
import { languageOf } from "../../platform/http/i18n.ts";
import type { PeopleDeps } from "./account.port.ts";
import { idCardKeysOf } from "./id-card.ts";
import {
  describeProblems,
  dryRunQuery,
  importProblemSchema,
  importSummary,
  readImportUpload,
  sendImportTemplate,
} from "./import-http.ts";
import { orgUnitsOfSchool } from "./org-tree.service.ts";
import { studentColumns } from "./student-import.rows.ts";
import { importStudents } from "./student-import.service.ts";

const tags = ["Students"];
const admin = { access: { kind: "admin" as const } };

const resultSchema = z.object({
  ok: z.boolean(),
  dryRun: z.boolean(),
  rows: z.number(),
  students: z.number(),
  parentsCreated: z.number(),
  parentsLinked: z.number(),
  problems: z.array(importProblemSchema),
});

/** Import of students and parents from .xlsx, with its template. */
export const studentImportRoutes =
  (deps: PeopleDeps & { dataKey: Buffer }): FastifyPluginAsyncZod =>
  async (app) => {
    const keys = idCardKeysOf(deps.dataKey);
    app.get(
      "/v3/stu/importTemplate",
      { config: admin, schema: { tags, summary: "The .xlsx template for importing students and parents" } },
      async (req, reply) => {
        const lang = languageOf(req);
        const en = lang === "en-US";
        const firstClass =
          (await orgUnitsOfSchool(deps.db, authOf(req).schoolId)).find((u) => u.kind === "class")?.name ?? "";
        return sendImportTemplate(reply, lang, {
          columns: studentColumns,
          sheet: ["学生", "Students"],
          file: "students-template.xlsx",
          example: {
            studentNo: "20269901",
            name: "张小明",
            gender: en ? "M" : "男",
            className: firstClass,
            account: "s20269901",
            idCard: "",
            parentName: "张建国",
            parentPhone: "13800000000",
            relation: en ? "father" : "父亲",
          },
        });
      },
    );

    app.post(
      "/v3/stu/import",
      {
        config: admin,
        schema: {
          tags,
          summary: importSummary("students and parents (parents linked to the children of their rows)"),
          querystring: dryRunQuery,
          response: { 200: envelopeOf(resultSchema) },
        },
      },
      async (req) => {
        const { data, dryRun } = await readImportUpload(req, req.query.dryRun);
        const result = await importStudents(deps, keys, authOf(req), data, dryRun);
        return ok({
          ...result,
          problems: describeProblems(result.problems, studentColumns, languageOf(req)),
        });
      },
    );
  };
