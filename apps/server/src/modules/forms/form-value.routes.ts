import {
  belongInfoSchema,
  calculatedValuesSchema,
  envelopeOf,
  fillableFormSchema,
  formPrefixes,
  formValueDetailSchema,
  formValueRowSchema,
  ok,
  pageOf,
  pageQuerySchema,
  valueRecordSchema,
} from "@eos/contracts";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { authOf, callerOf } from "../../platform/auth/access-guard.ts";
import { badRequest } from "../../platform/http/errors.ts";
import { languageOf } from "../../platform/http/i18n.ts";
import { jsonText } from "./form-routes.shared.ts";
import { formSendRoutes, type SendDeps } from "./form-send.routes.ts";
import { submitAsVisitor, submitForStudents, submitValue } from "./form-value.service.ts";
import type { CallOptions, Filler } from "./form-value.tx.ts";
import {
  calculate,
  deleteValues,
  fillableForm,
  pageValues,
  publicForm,
  saveDraft,
  valueDetail,
} from "./form-value-read.service.ts";

const tags = ["Form values"];
const fill = { access: { kind: "user" as const } };
/** Teachers: staff (forms.data) see every value, others those of their classes' students (checked inside). */
const teacher = { access: { kind: "user" as const, roles: ["tea" as const] } };
const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

const text = z.string().max(20_000);
/** The value records of one submission (CONTRACT.md), each value capped as forms-core caps it. */
const records = jsonText(
  z
    .array(
      valueRecordSchema.extend({
        val: z.union([text, z.number(), z.boolean(), z.null()]).optional(),
        valOther: z.union([text, z.null()]).optional(),
      }),
    )
    .max(5000),
);
const submission = { formId: id, items: records, taskId: id.optional() };
const exJson = jsonText(z.object({ belongInfos: z.array(belongInfoSchema).min(1).max(500) }));

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,200}$/;

const callOptions = (req: FastifyRequest): CallOptions => {
  const header = req.headers["idempotency-key"];
  const key = Array.isArray(header) ? header[0] : header;
  if (key !== undefined && !IDEMPOTENCY_KEY.test(key))
    throw badRequest("Idempotency-Key: 1 to 200 visible ASCII characters");
  // Both prefixes reach the same handler, so a retry through the other one is still the same request.
  const route = (req.routeOptions.url ?? req.url).replace(/^\/api\/(v3|app)\/eos\/form\//, "");
  return { lang: languageOf(req), idempotencyKey: key, route };
};

const paths = (path: string) => formPrefixes.map((p) => `${p}/eos/form/${path}`);

/** Visitors are limited per visitor token (signed-in callers per person), not per address. */
const visitorLimit = {
  max: 30,
  timeWindow: 60_000,
  keyGenerator: (req: FastifyRequest) =>
    req.visitor
      ? `fv:${req.visitor.visitorId}`
      : req.auth
        ? `fu:${req.auth.schoolId}:${req.auth.userId}`
        : req.ip,
};

/** Filling forms and the values they hold (SPEC 7 'Forms': wx, visitor, task, value), under /v3 and /app. */
export const formValueRoutes =
  (deps: SendDeps): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(formSendRoutes(deps));
    for (const url of paths("wx/byid"))
      app.get(
        url,
        {
          config: fill,
          schema: {
            tags,
            summary:
              "The latest released version to fill (or, with formValId, the value and its version), with the caller's draft: for a parent's task, the draft of the child named by childId (default: the session's current child)",
            querystring: z.object({
              id,
              formValId: id.optional(),
              taskId: id.optional(),
              childId: id.optional(),
            }),
            response: { 200: envelopeOf(fillableFormSchema) },
          },
        },
        async (req) => ok(await fillableForm(deps, authOf(req), req.query)),
      );
    for (const url of paths("wx/add"))
      app.post(
        url,
        {
          config: fill,
          schema: {
            tags,
            summary:
              "Submit (or, with formValId, edit) a form value; Idempotency-Key honoured for 24 h. A parent names the child a task's fill is about with childId (default: the session's current child)",
            body: z.object({ ...submission, formValId: id.optional(), childId: id.optional() }),
            response: { 200: envelopeOf(z.object({ formValId: z.number() })) },
          },
        },
        async (req) => ok(await submitValue(deps, authOf(req), req.body, callOptions(req))),
      );
    for (const url of paths("wx/addBatch"))
      app.post(
        url,
        {
          config: { access: { kind: "user" as const, roles: ["tea" as const] } },
          schema: {
            tags,
            summary: "A teacher fills one form for several students (exJson.belongInfos), one value each",
            body: z.object({ ...submission, exJson }),
            response: { 200: envelopeOf(z.object({ formValIds: z.array(z.number()) })) },
          },
        },
        async (req) => {
          const studentIds = req.body.exJson.belongInfos.map((b) => Number(b.stuId));
          if (studentIds.some((s) => !Number.isSafeInteger(s) || s <= 0))
            throw badRequest("exJson.belongInfos.stuId");
          const input = {
            formId: req.body.formId,
            items: req.body.items,
            taskId: req.body.taskId,
            studentIds,
          };
          return ok(await submitForStudents(deps, authOf(req), input, callOptions(req)));
        },
      );
    for (const url of paths("wx/calculate"))
      app.post(
        url,
        {
          config: fill,
          schema: {
            tags,
            summary: "Formula (type 30) values computed by the server from the filler's values",
            body: z.object({ formId: id, items: records, version: id.optional() }),
            response: { 200: envelopeOf(calculatedValuesSchema) },
          },
        },
        async (req) => ok(await calculate(deps, authOf(req), req.body)),
      );
    for (const url of paths("visitor/byid"))
      app.get(
        url,
        {
          config: { access: { kind: "visitor" as const }, rateLimit: visitorLimit },
          schema: {
            tags,
            summary: "A public form (settings.allowVisitor) to fill as a visitor: the definition only",
            querystring: z.object({ id }),
            response: { 200: envelopeOf(fillableFormSchema) },
          },
        },
        async (req) => {
          const caller = callerOf(req);
          const schoolId = caller.kind === "user" ? caller.auth.schoolId : caller.visitor.schoolId;
          return ok(await publicForm(deps, schoolId, req.query.id));
        },
      );
    for (const url of paths("visitor/addBatchVisitor"))
      app.post(
        url,
        {
          config: { access: { kind: "visitor" as const }, rateLimit: visitorLimit },
          schema: {
            tags,
            summary: "A visitor submits a public form (settings.allowVisitor); write-only, answers null",
            body: z.object({ formId: id, items: records }),
            response: { 200: envelopeOf(z.null()) },
          },
        },
        async (req) => {
          const caller = callerOf(req);
          const filler: Filler =
            caller.kind === "user"
              ? { kind: "user", auth: caller.auth }
              : { kind: "visitor", visitor: caller.visitor };
          return ok(await submitAsVisitor(deps, filler, req.body, callOptions(req)));
        },
      );
    for (const url of paths("task/addDrafts"))
      app.post(
        url,
        {
          config: fill,
          schema: {
            tags,
            summary:
              "Save the caller's draft for a form (and task, and for a parent the child named by childId), replacing the previous one; no rules applied",
            body: z.object({ ...submission, childId: id.optional() }),
            response: { 200: envelopeOf(z.object({ formValId: z.number(), updatedAt: z.string() })) },
          },
        },
        async (req) => ok(await saveDraft(deps, authOf(req), req.body)),
      );
    for (const url of paths("value/page"))
      app.get(
        url,
        {
          config: teacher,
          schema: {
            tags,
            summary:
              "Submitted values of a form, newest first, with names (forms.data: all; class teachers: their classes)",
            querystring: pageQuerySchema
              .pick({ page: true, size: true, keyword: true })
              .extend({ formId: id, taskId: id.optional() }),
            response: { 200: envelopeOf(pageOf(formValueRowSchema)) },
          },
        },
        async (req) => ok(await pageValues(deps, authOf(req), req.query)),
      );
    for (const url of paths("value/byid"))
      app.get(
        url,
        {
          config: fill,
          schema: {
            tags,
            summary: "One stored value with its version (staff, its filler, or the student it is about)",
            querystring: z.object({ id }),
            response: { 200: envelopeOf(formValueDetailSchema) },
          },
        },
        async (req) => ok(await valueDetail(deps, authOf(req), req.query.id)),
      );
    for (const url of paths("value/del"))
      app.post(
        url,
        {
          config: fill,
          schema: {
            tags,
            summary:
              "Delete values of a form (staff with forms.data, or a filler their own); quotas given back",
            body: z.object({ formId: id, ids: jsonText(z.array(id).min(1).max(500)) }),
            response: { 200: envelopeOf(z.null()) },
          },
        },
        async (req) => {
          await deleteValues(deps, authOf(req), req.body);
          return ok(null);
        },
      );
  };
