import { z } from "zod";

/** A record id in a path, query or body: a positive safe integer, also when sent as a string. */
export const idParam = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
