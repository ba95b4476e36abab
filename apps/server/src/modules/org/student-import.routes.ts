import { envelopeOf, ok } from "@eos/contracts";
import type {} from "@fastify/multipart";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { authOf } from "../../platform/auth/access-guard.ts";
import type { Db } from "../../platform/db/client.ts";
import { sendXlsx, writeWorkbook } from "../../platform/files/xlsx.ts";
import { badRequest } from "../../platform/http/errors.ts";
import { type Lang, languageOf, type MessageKey, translate } from "../../platform/http/i18n.ts";
import { listOrgUnits } from "./org-tree.store.ts";
import { type ImportProblem, type StudentColumn, studentColumns } from "./student-import.rows.ts";
import { importStudents } from "./student-import.service.ts";

const tags = ["Students"];
const admin = { access: { kind: "admin" as const } };

const problemSchema = z.object({
  row: z.number(),
  column: z.string(),
  code: z.string(),
  message: z.string(),
});
const resultSchema = z.object({
  ok: z.boolean(),
  dryRun: z.boolean(),
  rows: z.number(),
  students: z.number(),
  parentsCreated: z.number(),
  parentsLinked: z.number(),
  problems: z.array(problemSchema),
});

const columnName = (column: string, lang: Lang) =>
  column in studentColumns ? studentColumns[column as StudentColumn][lang === "en-US" ? 1 : 0] : "";

const describe = (p: ImportProblem, lang: Lang) => ({
  ...p,
  message: translate(lang, `import_${p.code}` as MessageKey, {
    column: columnName(p.column, lang),
    value: p.value ?? "",
  }),
});

/** Import of students and parents from .xlsx, with its template. */
export const studentImportRoutes =
  (deps: { db: Db }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/v3/stu/importTemplate",
      { config: admin, schema: { tags, summary: "The .xlsx template for importing students and parents" } },
      async (req, reply) => {
        const lang = languageOf(req);
        const firstClass =
          (await listOrgUnits(deps.db, authOf(req).schoolId)).find((u) => u.kind === "class")?.name ?? "";
        const header = Object.values(studentColumns).map((names) => names[lang === "en-US" ? 1 : 0]);
        const example = [
          "20269901",
          "张小明",
          lang === "en-US" ? "M" : "男",
          firstClass,
          "s20269901",
          "张建国",
          "13800000000",
          lang === "en-US" ? "father" : "父亲",
        ];
        const file = await writeWorkbook([
          { name: lang === "en-US" ? "Students" : "学生", rows: [header, example] },
        ]);
        return sendXlsx(reply, "students-template.xlsx", file);
      },
    );

    app.post(
      "/v3/stu/import",
      {
        config: admin,
        schema: {
          tags,
          summary:
            "Import students and parents from an .xlsx file (multipart field `file`; field `dryRun` true checks only). " +
            "Any failing row writes nothing.",
          querystring: z.object({ dryRun: z.enum(["true", "false"]).optional() }),
          response: { 200: envelopeOf(resultSchema) },
        },
      },
      async (req) => {
        const file = await req.file({ limits: { fileSize: 10 * 1024 * 1024, files: 1 } });
        if (!file) throw badRequest("file is required");
        const data = await file.toBuffer();
        const dryField = file.fields.dryRun as { value?: string } | undefined;
        const dryRun = (req.query.dryRun ?? dryField?.value) === "true";
        const result = await importStudents(deps.db, authOf(req), data, dryRun);
        const lang = languageOf(req);
        return ok({ ...result, problems: result.problems.map((p) => describe(p, lang)) });
      },
    );
  };
