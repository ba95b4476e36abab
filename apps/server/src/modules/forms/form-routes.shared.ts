import { formPrefixes } from "@eos/contracts";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { callerOf } from "../../platform/auth/access-guard.ts";

/** Design routes: administrators, and teachers whose role grants forms.design. */
export const design = {
  access: { kind: "user" as const, roles: ["tea" as const], code: "forms.design" as const },
};

export const formTags = ["Forms"];

/** Fillers: signed-in people, and visitors of a public form. */
export const fillerAccess = { access: { kind: "visitor" as const } };

/** The caller's school, from the token: a person's or a visitor's. */
export const schoolOfCaller = (req: FastifyRequest): number => {
  const caller = callerOf(req);
  return caller.kind === "user" ? caller.auth.schoolId : caller.visitor.schoolId;
};

/** Every forms path exists under /v3 (admin) and /app (filling) alike (CONTRACT.md). */
export const bothPrefixes = (path: string): string[] => formPrefixes.map((p) => `${p}/eos/form/${path}`);

/** Form-encoded bodies carry lists and objects as JSON text; JSON bodies carry them as they are. */
export const jsonText = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => {
    if (typeof v !== "string") return v;
    try {
      return JSON.parse(v);
    } catch {
      return v;
    }
  }, schema);

/** Wire items: loose objects that forms-core parses; lists are capped so one body cannot hold a flood. */
export const wireItems = z.array(z.record(z.string(), z.unknown())).max(2000);

/** A parent item id; 0 or null is the top level. */
export const parentId = z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).nullable().optional();
