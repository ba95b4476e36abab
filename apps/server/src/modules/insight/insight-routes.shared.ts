import { z } from "zod";

export const statsTags = ["Statistics"];

export const idParam = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
