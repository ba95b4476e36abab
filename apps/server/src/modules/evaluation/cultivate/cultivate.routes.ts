import {
  areaCultivateChartSchema,
  cultivateAreaProcessResultSchema,
  cultivateAreaProcessSchema,
  cultivateChartQuerySchema,
  cultivateChartSchema,
  cultivateModelDetailSchema,
  cultivateModelItemSchema,
  cultivateModelSaveSchema,
  cultivatePageQuerySchema,
  cultivateProcessJobSchema,
  cultivateProcessSchema,
  cultivatePushResultSchema,
  cultivatePushSchema,
  cultivateTermQuerySchema,
  cultivateUpStatusSchema,
  envelopeOf,
  ok,
  pageOf,
} from "@eos/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { authOf } from "../../../platform/auth/access-guard.ts";
import { languageOf } from "../../../platform/http/i18n.ts";
import { idParam } from "../../../platform/http/params.ts";
import type { ScoreDeps } from "../score-read.service.ts";
import {
  addCultivateModel,
  cloneCultivateModel,
  cultivateDetail,
  listCultivateModels,
  removeCultivateModel,
  updateCultivateModel,
} from "./cultivate.service.ts";
import { areaCultivateChart } from "./cultivate-area.service.ts";
import { cultivateChart, cultivateUpStatus } from "./cultivate-data.service.ts";
import { enqueueAreaCultivate, enqueueCultivateProcess, type ProcessDeps } from "./cultivate-process.jobs.ts";
import { pushCultivateModel } from "./cultivate-push.service.ts";

const tags = ["Cultivate models"];
const manage = {
  config: { access: { kind: "user" as const, roles: ["tea" as const], code: "evaluation.manage" as const } },
};
const byId = z.object({ id: idParam });
const saved = z.object({ id: z.number(), version: z.number() });

/**
 * Cultivate (training) models, SPEC 7 '/v3/culitivate' (the spec's spelling): list, info, insert, update,
 * clone, delete, the chart, the data's up-status and its processing; the area's push under /region/cultivate.
 */
export const cultivateRoutes =
  (deps: ScoreDeps & ProcessDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/v3/culitivate/list",
      {
        ...manage,
        schema: {
          tags,
          summary: "The school's cultivate models, searched and paged",
          querystring: cultivatePageQuerySchema,
          response: { 200: envelopeOf(pageOf(cultivateModelItemSchema)) },
        },
      },
      async (req) => ok(await listCultivateModels(deps, authOf(req), req.query)),
    );
    app.get(
      "/v3/culitivate/info",
      {
        ...manage,
        schema: {
          tags,
          summary: "A model with its goal tree, bands and the linked indicator model's indicators",
          querystring: byId,
          response: { 200: envelopeOf(cultivateModelDetailSchema) },
        },
      },
      async (req) => ok(await cultivateDetail(deps, authOf(req), req.query.id)),
    );
    app.post(
      "/v3/culitivate/insert",
      {
        ...manage,
        schema: {
          tags,
          summary: "Add a model with its goals (version 1)",
          body: cultivateModelSaveSchema.omit({ id: true }),
          response: { 200: envelopeOf(saved) },
        },
      },
      async (req) => ok(await addCultivateModel(deps, authOf(req), req.body)),
    );
    app.post(
      "/v3/culitivate/update",
      {
        ...manage,
        schema: {
          tags,
          summary: "Save a model's fields and whole goal tree as its next version",
          body: cultivateModelSaveSchema.extend({ id: idParam }),
          response: { 200: envelopeOf(saved) },
        },
      },
      async (req) => ok(await updateCultivateModel(deps, authOf(req), req.body)),
    );
    app.post(
      "/v3/culitivate/clone",
      {
        ...manage,
        schema: {
          tags,
          summary: "Copy a model in the school (nothing locked)",
          body: byId,
          response: { 200: envelopeOf(saved) },
        },
      },
      async (req) => ok(await cloneCultivateModel(deps, authOf(req), req.body.id, languageOf(req))),
    );
    app.post(
      "/v3/culitivate/delete",
      {
        ...manage,
        schema: {
          tags,
          summary: "Delete a model with its data; schools' pushed copies stay as their own",
          body: byId,
          response: { 200: envelopeOf(z.null()) },
        },
      },
      async (req) => ok(await removeCultivateModel(deps, authOf(req), req.body.id).then(() => null)),
    );
    app.get(
      "/v3/culitivate/ajaxChartInfo",
      {
        config: { access: { kind: "user", roles: ["tea"] } },
        schema: {
          tags,
          summary: "Each goal's average and bands in a term over the school, a grade or a class",
          querystring: cultivateChartQuerySchema,
          response: { 200: envelopeOf(cultivateChartSchema) },
        },
      },
      async (req) => ok(await cultivateChart(deps, authOf(req), req.query)),
    );
    app.get(
      "/v3/culitivate/upStatus",
      {
        ...manage,
        schema: {
          tags,
          summary: "Whether the processed data of a term still matches the goals, indicators and scores",
          querystring: cultivateTermQuerySchema,
          response: { 200: envelopeOf(cultivateUpStatusSchema) },
        },
      },
      async (req) => ok(await cultivateUpStatus(deps, authOf(req), req.query)),
    );
    app.post(
      "/v3/culitivate/updateUpStatus",
      {
        ...manage,
        schema: {
          tags,
          summary:
            "Process a term's data again from the current scores, in the background (refused while it runs); follow the job",
          body: cultivateProcessSchema,
          response: { 200: envelopeOf(cultivateProcessJobSchema) },
        },
      },
      async (req) => ok(await enqueueCultivateProcess(deps, authOf(req), req.body)),
    );
    app.post(
      "/region/cultivate/process",
      {
        config: { access: { kind: "admin" } },
        schema: {
          tags,
          summary:
            "Process an area model in every school holding a copy, each in its current term, one background job per school",
          body: cultivateAreaProcessSchema,
          response: { 200: envelopeOf(cultivateAreaProcessResultSchema) },
        },
      },
      async (req) => ok(await enqueueAreaCultivate(deps, authOf(req), req.body)),
    );
    app.post(
      "/region/cultivate/push",
      {
        config: { access: { kind: "admin" } },
        schema: {
          tags,
          summary: "Push an area model to its schools (all, or those named); their copies' goals are locked",
          body: cultivatePushSchema,
          response: { 200: envelopeOf(cultivatePushResultSchema) },
        },
      },
      async (req) => ok(await pushCultivateModel(deps, authOf(req), req.body)),
    );
    app.get(
      "/region/cultivate/ajaxChartInfo",
      {
        config: { access: { kind: "admin" } },
        schema: {
          tags,
          summary: "An area model across its schools: copies, processing and each goal's average per school",
          querystring: byId,
          response: { 200: envelopeOf(areaCultivateChartSchema) },
        },
      },
      async (req) => ok(await areaCultivateChart(deps, authOf(req), req.query)),
    );
  };
