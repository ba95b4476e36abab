import { z } from "zod";

/** Paging of every list: 1-based page, bounded size, optional sort by a field the endpoint names. */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(200).default(20),
  sortField: z.string().max(40).optional(),
  sortOrder: z.enum(["ascend", "descend"]).optional(),
  keyword: z.string().trim().max(100).optional(),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ list: z.array(item), total: z.number(), page: z.number(), size: z.number() });

export type Page<T> = { list: T[]; total: number; page: number; size: number };
