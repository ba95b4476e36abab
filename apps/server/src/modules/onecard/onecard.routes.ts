import {
  cardLinkInputSchema,
  cardLinkResultSchema,
  consumePageSchema,
  consumeQuerySchema,
  deviceKeyIssuedSchema,
  envelopeOf,
  ok,
  onecardCardSchema,
  onecardDeviceInputSchema,
  onecardDeviceSchema,
  pageOf,
  pageQuerySchema,
  unknownCardSchema,
} from "@eos/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { authOf } from "../../platform/auth/access-guard.ts";
import type { Db } from "../../platform/db/client.ts";
import { languageOf } from "../../platform/http/i18n.ts";
import { idParam } from "../../platform/http/params.ts";
import type { Exports } from "../exports/index.ts";
import type { CardSigninSink } from "./onecard.port.ts";
import {
  CONSUME_EXPORT_JOB,
  checkPeriod,
  linkCard,
  listCards,
  listConsumes,
  listDevices,
  listUnknownCards,
  registerDevice,
  reissueDeviceKey,
  revokeDevice,
} from "./onecard.service.ts";

const tags = ["One-card"];
const admins = { access: { kind: "admin" as const, sites: ["school" as const] } };

export type OnecardRouteDeps = { db: Db; now: () => Date; sink: CardSigninSink; exports: Exports };

/** The school administrators' one-card pages: devices and their keys, cards, unknown cards, canteen payments. */
export const onecardRoutes =
  (deps: OnecardRouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/onecard/admin/device/list",
      {
        config: admins,
        schema: {
          tags,
          summary: "The school's devices with their counters (events stored, bad input) and when last seen",
          response: { 200: envelopeOf(z.array(onecardDeviceSchema)) },
        },
      },
      async (req) => ok(await listDevices(deps.db, authOf(req).schoolId)),
    );

    app.post(
      "/onecard/admin/device/add",
      {
        config: admins,
        schema: {
          tags,
          summary: "Register a device; its key (eosd_…) is in this answer only and kept as its SHA-256",
          body: onecardDeviceInputSchema,
          response: { 200: envelopeOf(deviceKeyIssuedSchema) },
        },
      },
      async (req) => ok(await registerDevice(deps.db, authOf(req).schoolId, req.body)),
    );

    app.post(
      "/onecard/admin/device/revoke",
      {
        config: admins,
        schema: {
          tags,
          summary: "Revoke a device: its key is refused from now on (401)",
          body: z.object({ id: idParam }),
          response: { 200: envelopeOf(z.null()) },
        },
      },
      async (req) => {
        await revokeDevice(deps.db, authOf(req).schoolId, req.body.id, deps.now());
        return ok(null);
      },
    );

    app.post(
      "/onecard/admin/device/rekey",
      {
        config: admins,
        schema: {
          tags,
          summary:
            "Issue a device a new key (the old one is refused from now on; a revoked device works again)",
          body: z.object({ id: idParam }),
          response: { 200: envelopeOf(deviceKeyIssuedSchema) },
        },
      },
      async (req) => ok(await reissueDeviceKey(deps.db, authOf(req).schoolId, req.body.id)),
    );

    app.get(
      "/onecard/admin/card/page",
      {
        config: admins,
        schema: {
          tags,
          summary: "Cards linked to students (keyword: card, name or student number)",
          querystring: pageQuerySchema,
          response: { 200: envelopeOf(pageOf(onecardCardSchema)) },
        },
      },
      async (req) => ok(await listCards(deps.db, authOf(req).schoolId, req.query)),
    );

    app.get(
      "/onecard/admin/card/unknown",
      {
        config: admins,
        schema: {
          tags,
          summary: "Cards the devices read that no student holds, latest first (their events are kept)",
          response: { 200: envelopeOf(z.array(unknownCardSchema)) },
        },
      },
      async (req) => ok(await listUnknownCards(deps.db, authOf(req).schoolId)),
    );

    app.post(
      "/onecard/admin/card/link",
      {
        config: admins,
        schema: {
          tags,
          summary:
            "Link a card to a student: its stored events name the student, its sign-ins go to attendance again",
          description: "404 when the student is not the school's; 409 when the card is another student's.",
          body: cardLinkInputSchema,
          response: { 200: envelopeOf(cardLinkResultSchema) },
        },
      },
      async (req) => ok(await linkCard(deps, authOf(req).schoolId, req.body)),
    );

    app.get(
      "/onecard/admin/consume/page",
      {
        config: admins,
        schema: {
          tags,
          summary:
            "Canteen payments of a period of the school's days, newest first, with the period's total (fen)",
          querystring: consumeQuerySchema,
          response: { 200: envelopeOf(consumePageSchema) },
        },
      },
      async (req) => ok(await listConsumes(deps.db, authOf(req).schoolId, req.query)),
    );

    app.get(
      "/onecard/admin/consume/export",
      {
        config: admins,
        schema: {
          tags,
          summary:
            "The period's canteen payments as .xlsx, made in the background: answers { jobId } (follow it at " +
            "/v3/job/get; the file is then listed at /v3/stu/searchFileDownLoadList)",
          querystring: consumeQuerySchema
            .omit({ page: true, size: true })
            .extend({ async: z.literal("1").optional() }),
          response: { 200: envelopeOf(z.object({ jobId: z.number() })) },
        },
      },
      async (req) => {
        const { async: _async, ...input } = req.query;
        checkPeriod(input);
        const title = `canteen-${input.from}-${input.to}.xlsx`;
        const jobId = await deps.exports.start(authOf(req), CONSUME_EXPORT_JOB, input, {
          title,
          lang: languageOf(req),
        });
        return ok({ jobId });
      },
    );
  };
