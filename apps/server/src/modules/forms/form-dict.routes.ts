import { envelopeOf, ok } from "@eos/contracts";
import { functionNames } from "@eos/forms-core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { authOf, callerOf } from "../../platform/auth/access-guard.ts";
import type { Db } from "../../platform/db/client.ts";
import { findSchoolById } from "../school/index.ts";
import { dictTree, dictTypesOf, saveDict } from "./form-dict.service.ts";
import { bothPrefixes, design, jsonText, formTags as tags } from "./form-routes.shared.ts";

/** Fillers, visitors of public forms included. */
const filler = { access: { kind: "visitor" as const } };
const dictType = z.string().trim().min(1).max(64);
const code = z.string().trim().min(1).max(64);

type DictNodeOut = { code: string; name: string; value: string; label: string; children: DictNodeOut[] };
const dictNode: z.ZodType<DictNodeOut> = z.lazy(() =>
  z.object({
    code: z.string(),
    name: z.string(),
    value: z.string(),
    label: z.string(),
    children: z.array(dictNode),
  }),
);

const schoolOf = (req: Parameters<typeof callerOf>[0]) => {
  const caller = callerOf(req);
  return caller.kind === "user" ? caller.auth.schoolId : caller.visitor.schoolId;
};

/** Dictionaries for cascades, the formula functions and the server clock (SPEC 7 'Forms'). */
export const formDictRoutes =
  (deps: { db: Db; now?: () => Date }): FastifyPluginAsyncZod =>
  async (app) => {
    for (const url of bothPrefixes("admin/queryDictType"))
      app.get(
        url,
        {
          config: design,
          schema: {
            tags,
            summary: "The dictionary types of the school, with their entry counts",
            response: { 200: envelopeOf(z.array(z.object({ type: z.string(), count: z.number() }))) },
          },
        },
        async (req) => ok(await dictTypesOf(deps.db, authOf(req).schoolId)),
      );
    for (const url of bothPrefixes("dict/queryByType"))
      app.get(
        url,
        {
          config: filler,
          schema: {
            tags,
            summary: "One dictionary type as a tree (cascade data)",
            querystring: z.object({ type: dictType }),
            response: { 200: envelopeOf(z.array(dictNode)) },
          },
        },
        async (req) => ok(await dictTree(deps.db, schoolOf(req), req.query.type)),
      );
    for (const url of bothPrefixes("dict/save"))
      app.post(
        url,
        {
          config: design,
          schema: {
            tags,
            summary: "Import cascade data: replaces every entry of the type",
            body: z.object({
              type: dictType,
              entries: jsonText(
                z
                  .array(
                    z.object({
                      code,
                      name: z.string().trim().min(1).max(200),
                      parentCode: code.nullable().optional(),
                    }),
                  )
                  .max(20_000),
              ),
            }),
            response: { 200: envelopeOf(z.object({ type: z.string(), count: z.number() })) },
          },
        },
        async (req) => ok(await saveDict(deps.db, authOf(req), req.body)),
      );
    for (const url of bothPrefixes("getCalculateType"))
      app.get(
        url,
        {
          config: filler,
          schema: {
            tags,
            summary: "The functions formulas (type 30) may call",
            response: { 200: envelopeOf(z.array(z.string())) },
          },
        },
        async () => ok(functionNames()),
      );
    for (const url of bothPrefixes("systemTime"))
      app.get(
        url,
        {
          config: filler,
          schema: {
            tags,
            summary: "The server clock (epoch ms) and the school's time zone",
            response: { 200: envelopeOf(z.object({ now: z.number(), timeZone: z.string() })) },
          },
        },
        async (req) => {
          const school = await findSchoolById(deps.db, schoolOf(req));
          const now = deps.now ? deps.now() : new Date();
          return ok({ now: now.getTime(), timeZone: school?.timeZone ?? "Asia/Shanghai" });
        },
      );
  };
