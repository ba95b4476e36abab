import { envelopeOf, ok } from "@eos/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { authOf } from "../../platform/auth/access-guard.ts";
import { languageOf } from "../../platform/http/i18n.ts";
import type { PeopleDeps } from "./account.port.ts";
import {
  describeProblems,
  dryRunQuery,
  importProblemSchema,
  importSummary,
  readImportUpload,
  sendImportTemplate,
} from "./import-http.ts";
import { parentColumns } from "./parent-import.rows.ts";
import { importParents } from "./parent-import.service.ts";

const tags = ["Parents"];
const admin = { access: { kind: "admin" as const } };

const resultSchema = z.object({
  ok: z.boolean(),
  dryRun: z.boolean(),
  rows: z.number(),
  parentsCreated: z.number(),
  parentsLinked: z.number(),
  problems: z.array(importProblemSchema),
});

/** Import of parents linked to the school's existing students, from .xlsx, with its template. */
export const parentImportRoutes =
  (deps: PeopleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/v3/par/importTemplate",
      {
        config: admin,
        schema: { tags, summary: "The .xlsx template for importing parents of existing students" },
      },
      async (req, reply) => {
        const lang = languageOf(req);
        return sendImportTemplate(reply, lang, {
          columns: parentColumns,
          sheet: ["家长", "Parents"],
          file: "parents-template.xlsx",
          example: {
            parentName: "张建国",
            parentPhone: "13800000000",
            studentAccount: "s20269901",
            studentNo: "",
            relation: lang === "en-US" ? "father" : "父亲",
          },
        });
      },
    );

    app.post(
      "/v3/par/import",
      {
        config: admin,
        schema: {
          tags,
          summary: importSummary(
            "parents, each linked to an existing student named by student account (or, without one, student number)",
          ),
          querystring: dryRunQuery,
          response: { 200: envelopeOf(resultSchema) },
        },
      },
      async (req) => {
        const { data, dryRun } = await readImportUpload(req, req.query.dryRun);
        const result = await importParents(deps, authOf(req), data, dryRun);
        return ok({ ...result, problems: describeProblems(result.problems, parentColumns, languageOf(req)) });
      },
    );
  };
