import {
  areaSchoolClassesSchema,
  areaSchoolCompletionSchema,
  completionPersonSchema,
  envelopeOf,
  ok,
  pageOf,
  periodParam,
} from "@eos/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { authOf } from "../../platform/auth/access-guard.ts";
import { idParam } from "../../platform/http/params.ts";
import { areaClassPeople, areaSceneSchools, areaSchoolClasses } from "./area.service.ts";
import type { InsightDeps } from "./insight.deps.ts";
import { statsTags as tags } from "./insight-routes.shared.ts";

/** Area administrators on the area's site; the service refuses any other site. */
const areaAdmin = { access: { kind: "admin" as const } };
const paging = {
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(200).default(20),
};

/** Drill-down of an area scene's completion: area → school → class → student. */
export const areaProgressRoutes =
  (deps: InsightDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/v3/statistics/area/scene/schools",
      {
        config: areaAdmin,
        schema: {
          tags,
          summary: "Each school of the area: whether it copied the area scene, and its completion now",
          querystring: z.object({
            sceneId: idParam,
            keyword: z.string().trim().max(100).optional(),
            ...paging,
          }),
          response: { 200: envelopeOf(pageOf(areaSchoolCompletionSchema)) },
        },
      },
      async (req) => ok(await areaSceneSchools(deps, authOf(req), req.query)),
    );
    app.get(
      "/v3/statistics/area/scene/school",
      {
        config: areaAdmin,
        schema: {
          tags,
          summary:
            "One school's copy of the area scene: its tasks by class in their current periods, each with its periods so far; taskId and period (a period's start, as listed) show that task's figures for that period",
          querystring: z
            .object({
              sceneId: idParam,
              targetSchoolId: idParam,
              taskId: idParam.optional(),
              period: periodParam,
            })
            .refine((q) => q.period === undefined || q.taskId !== undefined, {
              message: "period needs taskId",
              path: ["period"],
            }),
          response: { 200: envelopeOf(areaSchoolClassesSchema) },
        },
      },
      async (req) =>
        ok(
          await areaSchoolClasses(deps, authOf(req), {
            sceneId: req.query.sceneId,
            schoolId: req.query.targetSchoolId,
            taskId: req.query.taskId,
            period: req.query.period,
          }),
        ),
    );
    app.get(
      "/v3/statistics/area/scene/people",
      {
        config: areaAdmin,
        schema: {
          tags,
          summary:
            "The students of one school's task (optionally one class), filled or missing, in its current period or the period named",
          querystring: z.object({
            sceneId: idParam,
            targetSchoolId: idParam,
            taskId: idParam,
            period: periodParam,
            classId: idParam.optional(),
            state: z.enum(["all", "filled", "missing"]).default("all"),
            ...paging,
          }),
          response: { 200: envelopeOf(pageOf(completionPersonSchema)) },
        },
      },
      async (req) =>
        ok(await areaClassPeople(deps, authOf(req), { ...req.query, schoolId: req.query.targetSchoolId })),
    );
  };
