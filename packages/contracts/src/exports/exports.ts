import { z } from "zod";

/** The states of a background export: its job's states (an expired file is `done` with `expired`). */
export const exportStates = ["queued", "running", "done", "failed", "cancelled"] as const;
export type ExportState = (typeof exportStates)[number];

/** One of a person's background exports, as /v3/stu/searchFileDownLoadList answers it (issue 19 'Export files'). */
export const exportItemSchema = z.object({
  id: z.number().describe("The export's job id (/v3/job/get follows it)"),
  name: z.string().describe("The file's name once made; the export's title before"),
  kind: z.string(),
  state: z.enum(exportStates),
  size: z.number().nullable().describe("Bytes, once made"),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  expiresAt: z.string().nullable().describe("When the file is deleted"),
  expired: z.boolean(),
  url: z
    .string()
    .nullable()
    .describe("A download link without a token, valid until urlExpiresAt; none once expired"),
  urlExpiresAt: z.string().nullable(),
});
export type ExportItem = z.infer<typeof exportItemSchema>;

/** The list's query: 1-based page, up to 100 a page, optionally the exports whose title holds `name`. */
export const downloadsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
  name: z.string().trim().max(100).optional(),
});
