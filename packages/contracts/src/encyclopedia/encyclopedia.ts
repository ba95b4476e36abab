import { z } from "zod";

export const encyclopediaTypeSchema = z.object({
  id: z.number(),
  name: z.string(),
  sort: z.number(),
  articles: z.number(),
});
export type EncyclopediaType = z.infer<typeof encyclopediaTypeSchema>;

/** An article in a list: no body, a plain-text summary of it. */
export const encyclopediaArticleItemSchema = z.object({
  id: z.number(),
  typeId: z.number(),
  title: z.string(),
  summary: z.string(),
  updatedAt: z.string(),
});
export type EncyclopediaArticleItem = z.infer<typeof encyclopediaArticleItemSchema>;

/** An article to read: its body is HTML the server sanitised (no script, no handlers, images of the school). */
export const encyclopediaArticleSchema = encyclopediaArticleItemSchema.extend({
  body: z.string(),
  typeName: z.string(),
});
export type EncyclopediaArticle = z.infer<typeof encyclopediaArticleSchema>;

export const encyclopediaTypeInputSchema = z.object({
  id: z.coerce.number().int().positive().optional(),
  name: z.string().trim().min(1).max(40),
});
export type EncyclopediaTypeInput = z.infer<typeof encyclopediaTypeInputSchema>;

export const encyclopediaArticleInputSchema = z.object({
  id: z.coerce.number().int().positive().optional(),
  typeId: z.coerce.number().int().positive(),
  title: z.string().trim().min(1).max(100),
  body: z.string().max(200_000),
});
export type EncyclopediaArticleInput = z.infer<typeof encyclopediaArticleInputSchema>;
