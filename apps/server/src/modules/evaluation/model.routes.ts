import {
  envelopeOf,
  ok,
  pageOf,
  type SubjectType,
  targetModelDetailSchema,
  targetModelItemSchema,
  targetModelPushResultSchema,
  targetModelPushSchema,
  targetModelSaveSchema,
} from "@eos/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { authOf } from "../../platform/auth/access-guard.ts";
import { languageOf } from "../../platform/http/i18n.ts";
import { idParam } from "../../platform/http/params.ts";
import { addModel, cloneModel, listModels, modelDetail, removeModel, updateModel } from "./model.service.ts";
import { pushModel } from "./model-push.service.ts";
import type { RefreshDeps } from "./score-refresh.service.ts";

const tags = ["Target models"];
const manage = {
  access: { kind: "user" as const, roles: ["tea" as const], code: "evaluation.manage" as const },
};
const byId = z.object({ id: idParam });
const saved = z.object({ id: z.number(), version: z.number() });
const pageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(200).default(20),
  keyword: z.string().trim().max(60).optional(),
  /** 1 (default) the student models, 0 the teacher growth models. */
  subjectType: z.coerce.number().int().min(0).max(1).default(1),
});

/** Indicator (target) models: list, detail, add, update (a new version), delete, clone, and the area's push. */
export const targetModelRoutes =
  (deps: RefreshDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const route = { config: manage };
    app.get(
      "/v3/target/list",
      {
        ...route,
        schema: {
          tags,
          summary: "The school's indicator models of students (subjectType 1) or of teachers (0)",
          querystring: pageQuery,
          response: { 200: envelopeOf(pageOf(targetModelItemSchema)) },
        },
      },
      async (req) =>
        ok(
          await listModels(deps, authOf(req), {
            ...req.query,
            subjectType: req.query.subjectType as SubjectType,
          }),
        ),
    );
    app.get(
      "/v3/target/detail",
      {
        ...route,
        schema: {
          tags,
          summary: "A model with its indicator tree and level bands",
          querystring: byId,
          response: { 200: envelopeOf(targetModelDetailSchema) },
        },
      },
      async (req) => ok(await modelDetail(deps, authOf(req), req.query.id)),
    );
    app.post(
      "/v3/target/add",
      {
        ...route,
        schema: {
          tags,
          summary: "Add a model with its tree (version 1); subjectType 0 makes a teacher growth model",
          body: targetModelSaveSchema.omit({ id: true }),
          response: { 200: envelopeOf(saved) },
        },
      },
      async (req) => ok(await addModel(deps, authOf(req), req.body)),
    );
    app.post(
      "/v3/target/update",
      {
        ...route,
        schema: {
          tags,
          summary: "Save a model's fields and whole tree as its next version",
          body: targetModelSaveSchema.extend({ id: idParam }),
          response: { 200: envelopeOf(saved) },
        },
      },
      async (req) => ok(await updateModel(deps, authOf(req), req.body)),
    );
    app.post(
      "/v3/target/delete",
      {
        ...route,
        schema: {
          tags,
          summary: "Delete a model without rules",
          body: byId,
          response: { 200: envelopeOf(z.null()) },
        },
      },
      async (req) => ok(await removeModel(deps, authOf(req), req.body.id).then(() => null)),
    );
    app.post(
      "/v3/target/clone",
      {
        ...route,
        schema: {
          tags,
          summary: "Copy a model in the school (nothing locked)",
          body: byId,
          response: { 200: envelopeOf(saved) },
        },
      },
      async (req) => ok(await cloneModel(deps, authOf(req), req.body.id, languageOf(req))),
    );
    app.post(
      "/region/targetModel/push",
      {
        config: { access: { kind: "admin" } },
        schema: {
          tags,
          summary:
            "Push an area model to its schools (all, or those named); their copies' pushed indicators are locked",
          body: targetModelPushSchema,
          response: { 200: envelopeOf(targetModelPushResultSchema) },
        },
      },
      async (req) => ok(await pushModel(deps, authOf(req), req.body)),
    );
  };
