import { z } from "zod";

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "YYYY-MM-DD");

/** A banner of the home and portal: an image, where it leads, the days it shows, its place and switch. */
export const bannerSchema = z.object({
  id: z.number(),
  title: z.string(),
  fileId: z.number(),
  url: z.string().describe("the image's address"),
  link: z.string().nullable(),
  from: day.nullable(),
  to: day.nullable(),
  sort: z.number(),
  enabled: z.boolean(),
});
export type Banner = z.infer<typeof bannerSchema>;

export const bannerInputSchema = z
  .object({
    id: z.coerce.number().int().positive().optional(),
    title: z.string().trim().min(1).max(60),
    fileId: z.coerce.number().int().positive(),
    link: z
      .string()
      .trim()
      .max(500)
      .regex(/^(https?:\/\/|\/)/, "a link starts with http://, https:// or /")
      .nullable()
      .default(null),
    from: day.nullable().default(null),
    to: day.nullable().default(null),
    enabled: z.boolean().default(true),
  })
  .refine((b) => !b.from || !b.to || b.from <= b.to, { message: "from must not be after to", path: ["to"] });
export type BannerInput = z.output<typeof bannerInputSchema>;

/** A recommended teacher on the home: who, a photo, a few words, a place. */
export const recommendedTeacherSchema = z.object({
  id: z.number(),
  teacherId: z.number(),
  teacherName: z.string(),
  photoFileId: z.number().nullable(),
  photoUrl: z.string().nullable(),
  words: z.string(),
  sort: z.number(),
});
export type RecommendedTeacher = z.infer<typeof recommendedTeacherSchema>;

export const recommendedTeacherInputSchema = z.object({
  id: z.coerce.number().int().positive().optional(),
  teacherId: z.coerce.number().int().positive(),
  photoFileId: z.coerce.number().int().positive().nullable().default(null),
  words: z.string().trim().max(300).default(""),
});
export type RecommendedTeacherInput = z.output<typeof recommendedTeacherInputSchema>;

/** New order of a list: every id of it, first shown first. */
export const bannerSortInputSchema = z.object({
  ids: z.array(z.coerce.number().int().positive()).min(1).max(500),
});
