import type {} from "@fastify/multipart";
import type { FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { sendXlsx, writeWorkbook } from "../../platform/files/xlsx.ts";
import { badRequest } from "../../platform/http/errors.ts";
import { fillParams, type Lang, type MessageKey, translate } from "../../platform/http/i18n.ts";
import type { ImportColumns, ImportProblem } from "./import-sheet.ts";
import { importProblemText } from "./people.messages.ts";

/** The HTTP side every people import shares: the upload, the dry-run switch, problems in words, the template. */

export const importProblemSchema = z.object({
  row: z.number(),
  column: z.string(),
  code: z.string(),
  message: z.string(),
});

export const dryRunQuery = z.object({ dryRun: z.enum(["true", "false"]).optional() });

export const importSummary = (what: string) =>
  `Import ${what} from an .xlsx file (multipart field \`file\`; \`dryRun\` true, as a query or form field, ` +
  "checks only). Any failing row writes nothing; every problem is listed by row.";

const pick = (lang: Lang, names: readonly string[]) => names[lang === "en-US" ? 1 : 0] ?? names[0];

/** The uploaded file and whether only to check it (the dryRun query or form field). */
export const readImportUpload = async (
  req: FastifyRequest,
  dryRunQuery: string | undefined,
): Promise<{ data: Buffer; dryRun: boolean }> => {
  const file = await req.file({ limits: { fileSize: 10 * 1024 * 1024, files: 1 } });
  if (!file) throw badRequest("file is required");
  const data = await file.toBuffer();
  const dryField = file.fields.dryRun as { value?: string } | undefined;
  return { data, dryRun: (dryRunQuery ?? dryField?.value) === "true" };
};

/** Each problem with its message in the caller's language, naming the column as the template does. */
export const describeProblems = <C extends string>(
  problems: ImportProblem[],
  columns: ImportColumns<C>,
  lang: Lang,
) =>
  problems.map((p) => {
    const params = {
      column: p.column in columns ? pick(lang, columns[p.column as C]) : "",
      value: p.value ?? "",
    };
    const own = importProblemText(p.code);
    const message = own
      ? fillParams(own[lang], params)
      : translate(lang, `import_${p.code}` as MessageKey, params);
    return { ...p, message };
  });

/** A template: the headers in the caller's language and one example row that imports as is. */
export const sendImportTemplate = async <C extends string>(
  reply: FastifyReply,
  lang: Lang,
  t: { columns: ImportColumns<C>; example: Record<C, string>; sheet: [string, string]; file: string },
) => {
  const keys = Object.keys(t.columns) as C[];
  const header = keys.map((c) => pick(lang, t.columns[c]));
  const file = await writeWorkbook([
    { name: pick(lang, t.sheet), rows: [header, keys.map((c) => t.example[c])] },
  ]);
  return sendXlsx(reply, t.file, file);
};
