import { z } from "zod";

const id = z.coerce.number().int().positive();

export type OrgNodeShape = {
  id: number;
  pid: number;
  label: string;
  kind: string;
  sort: number;
  children: OrgNodeShape[];
};
export const orgNodeSchema: z.ZodType<OrgNodeShape> = z.lazy(() =>
  z.object({
    id: z.number(),
    pid: z.number().describe("the parent unit; -100 for the school itself"),
    label: z.string(),
    kind: z.string().describe("school | grade | class | dept"),
    sort: z.number(),
    children: z.array(orgNodeSchema),
  }),
);

export const orgSaveBody = z.object({
  id: id.optional().describe("present to rename"),
  pid: id.optional().describe("the parent, when adding"),
  kind: z.enum(["grade", "class", "dept"]).optional(),
  name: z.string().trim().min(1).max(50),
});

export const orgDelBody = z.object({ id });

/** ids may come as a JSON array or, form-encoded, as "1,2,3". */
export const idList = z.preprocess(
  (v) => (typeof v === "string" ? v.split(",").filter(Boolean) : v),
  z.array(id).min(1).max(500),
);

export const orgSortBody = z.object({ pid: id, ids: idList });
