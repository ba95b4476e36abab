import { z } from "zod";

/** GET /api/auth/getschool/byDomain answer (CONTRACT.md 'Sign-in'). */
export const schoolInfoSchema = z.object({
  id: z.number(),
  name: z.string(),
  type: z.number().describe("0 school, 1 area"),
  areaid: z.number().nullable(),
  loginType: z.number().describe("2 means the school has its own login page"),
  domain: z.string(),
});
export type SchoolInfo = z.infer<typeof schoolInfoSchema>;

export const byDomainQuerySchema = z.object({ domain: z.string().min(1).max(253) });
