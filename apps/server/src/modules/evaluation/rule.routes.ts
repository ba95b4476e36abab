import {
  computeRuleExecuteSchema,
  computeRuleItemSchema,
  computeRulePageQuerySchema,
  computeRuleSaveSchema,
  computeRuleStashSchema,
  computeRuleStatusSchema,
  envelopeOf,
  ok,
  pageOf,
  ruleErrorItemSchema,
  rulePreviewResultSchema,
  rulePreviewSchema,
  ruleSourceItemSchema,
} from "@eos/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { authOf } from "../../platform/auth/access-guard.ts";
import { languageOf } from "../../platform/http/i18n.ts";
import { idParam } from "../../platform/http/params.ts";
import {
  cloneRule,
  discardDraft,
  listRules,
  publishDraft,
  removeRule,
  renameRule,
  ruleDetail,
  saveRule,
  setRuleStatus,
  stashRule,
} from "./rule.service.ts";
import { enqueueRun, type RunDeps } from "./rule-run.jobs.ts";
import { errorLog, previewRule } from "./score-read.service.ts";

const tags = ["Compute rules"];
const manage = {
  access: { kind: "user" as const, roles: ["tea" as const], code: "evaluation.manage" as const },
};
const byId = z.object({ id: idParam });
const saved = z.object({ id: z.number(), version: z.number() });
const done = { 200: envelopeOf(z.null()) };
const errorQuery = z.object({
  modelId: idParam,
  termId: idParam.optional(),
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(200).default(20),
});

/** Scoring (compute) rules: CRUD, clone, rename, stash, execute status, preview, batch execute, error log. */
export const computeRuleRoutes =
  (deps: RunDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const route = { config: manage };
    app.get(
      "/v3/computeRule/page",
      {
        ...route,
        schema: {
          tags,
          summary: "A model's rules",
          querystring: computeRulePageQuerySchema,
          response: { 200: envelopeOf(pageOf(computeRuleItemSchema)) },
        },
      },
      async (req) => ok(await listRules(deps, authOf(req), req.query)),
    );
    app.get(
      "/v3/computeRule/sources",
      {
        ...route,
        schema: {
          tags,
          summary: "The data sources areas register for rules (config.source), besides scenes' submissions",
          response: { 200: envelopeOf(z.array(ruleSourceItemSchema)) },
        },
      },
      async (req) =>
        ok((deps.ruleSources ?? []).map((s) => ({ key: s.key, name: s.names[languageOf(req)] }))),
    );
    app.get(
      "/v3/computeRule/detail",
      {
        ...route,
        schema: {
          tags,
          summary: "A rule with its configuration and draft",
          querystring: byId,
          response: { 200: envelopeOf(computeRuleItemSchema) },
        },
      },
      async (req) => ok(await ruleDetail(deps, authOf(req), req.query.id)),
    );
    app.post(
      "/v3/computeRule/save",
      {
        ...route,
        schema: {
          tags,
          summary: "Add a rule, or publish a rule's next version",
          body: computeRuleSaveSchema,
          response: { 200: envelopeOf(saved) },
        },
      },
      async (req) => ok(await saveRule(deps, authOf(req), req.body)),
    );
    app.post(
      "/v3/computeRule/clone",
      {
        ...route,
        schema: {
          tags,
          summary: "Copy a rule (the copy starts stopped)",
          body: byId,
          response: { 200: envelopeOf(z.object({ id: z.number() })) },
        },
      },
      async (req) => ok(await cloneRule(deps, authOf(req), req.body.id, languageOf(req))),
    );
    app.post(
      "/v3/computeRule/updateName",
      {
        ...route,
        schema: {
          tags,
          summary: "Rename a rule",
          body: byId.extend({ name: z.string().trim().min(1).max(60) }),
          response: done,
        },
      },
      async (req) => ok(await renameRule(deps, authOf(req), req.body.id, req.body.name).then(() => null)),
    );
    app.post(
      "/v3/computeRule/stash",
      {
        ...route,
        schema: {
          tags,
          summary: "Keep a changed configuration as a draft",
          body: computeRuleStashSchema,
          response: done,
        },
      },
      async (req) => ok(await stashRule(deps, authOf(req), req.body.id, req.body.config).then(() => null)),
    );
    app.post(
      "/v3/computeRule/stash/publish",
      {
        ...route,
        schema: {
          tags,
          summary: "Publish the stashed draft as the next version",
          body: byId,
          response: { 200: envelopeOf(saved) },
        },
      },
      async (req) => ok(await publishDraft(deps, authOf(req), req.body.id)),
    );
    app.post(
      "/v3/computeRule/stash/discard",
      { ...route, schema: { tags, summary: "Drop the stashed draft", body: byId, response: done } },
      async (req) => ok(await discardDraft(deps, authOf(req), req.body.id).then(() => null)),
    );
    app.post(
      "/v3/computeRule/updateStatus",
      {
        ...route,
        schema: {
          tags,
          summary: "Execute status: 1 executing, 0 stopped",
          body: computeRuleStatusSchema,
          response: done,
        },
      },
      async (req) =>
        ok(await setRuleStatus(deps, authOf(req), req.body.id, req.body.status).then(() => null)),
    );
    app.post(
      "/v3/computeRule/delete",
      { ...route, schema: { tags, summary: "Delete a rule and what it scored", body: byId, response: done } },
      async (req) => ok(await removeRule(deps, authOf(req), req.body.id).then(() => null)),
    );
    app.post(
      "/v3/computeRule/preview",
      {
        ...route,
        schema: {
          tags,
          summary: "A changed configuration's impact on the current term, nothing saved",
          body: rulePreviewSchema,
          response: { 200: envelopeOf(rulePreviewResultSchema) },
        },
      },
      async (req) => ok(await previewRule(deps, authOf(req), req.body)),
    );
    app.post(
      "/v3/computeRule/batchExecute",
      {
        ...route,
        schema: {
          tags,
          summary: "Score a model's executing rules for a term in the background; follow /v3/job/get",
          body: computeRuleExecuteSchema,
          response: { 200: envelopeOf(z.object({ jobId: z.number() })) },
        },
      },
      async (req) => ok(await enqueueRun(deps, authOf(req), req.body)),
    );
    app.get(
      "/v3/computeRule/errorLog",
      {
        ...route,
        schema: {
          tags,
          summary: "Students a model's rules could not score, and why",
          querystring: errorQuery,
          response: { 200: envelopeOf(pageOf(ruleErrorItemSchema)) },
        },
      },
      async (req) => ok(await errorLog(deps, authOf(req), req.query, languageOf(req))),
    );
  };
