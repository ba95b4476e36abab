import { createHash } from "node:crypto";
import { batchResultSchema, envelopeOf, MAX_BATCH, ok } from "@eos/contracts";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { bearerToken } from "../../platform/auth/access-guard.ts";
import type { Db } from "../../platform/db/client.ts";
import { enterSchool } from "../../platform/db/tenant-context.ts";
import { uncompressed } from "../../platform/http/compression.ts";
import { AppError } from "../../platform/http/errors.ts";
import {
  authenticateDevice,
  countBadInput,
  type DeviceCaller,
  refuseBatch,
  storeConsumeBatch,
  storeSigninBatch,
} from "./device-api.service.ts";
import type { SigninDeriver } from "./signin-derive.service.ts";

const tags = ["One-card devices"];

/**
 * Not a person's token: the device's own key (`Authorization: Bearer eosd_…`), checked by this module's guard
 * below. The platform's guard sees a public route (a device key is no session, so it signs no one in).
 */
const deviceAccess = { kind: "public" as const };

/** Per device key (per address without one): 600 batches a minute, each at most 500 events and 256 KiB. */
const perDevice = {
  max: 600,
  timeWindow: 60_000,
  keyGenerator: (req: FastifyRequest) => {
    const key = bearerToken(req);
    return key
      ? `onecard:${createHash("sha256").update(key).digest("hex").slice(0, 32)}`
      : `onecard-ip:${req.ip}`;
  },
};
const BODY_LIMIT = 256 * 1024;

const batchBody = z.object({ events: z.array(z.unknown()).min(1).max(MAX_BATCH) });

const description =
  "Authenticated by the device's key (`Authorization: Bearer eosd_…`; 401 when missing, unknown or revoked); the " +
  `school is the device's. Body { events: [...] }, 1 to ${MAX_BATCH} (otherwise refused and counted against the ` +
  "device). Each event carries the device's own eventId: an event id already stored from this device answers " +
  "`duplicate` and stores nothing (a retried batch stores nothing twice); a card no student holds is stored all the " +
  "same and answers `unknownCard` (listed for the administrators to link); a malformed event answers `invalid` " +
  "with its reason and never refuses the batch's other events. Results in the batch's order.";

/** `deriver`: kicked after each stored batch of sign-ins (attendance follows the answer). */
export type DeviceApiDeps = { db: Db; now: () => Date; deriver: Pick<SigninDeriver, "kick"> };

/** The devices' API: card sign-ins and canteen payments, in batches. */
export const deviceApiRoutes =
  (deps: DeviceApiDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const devices = new WeakMap<FastifyRequest, DeviceCaller>();
    const deviceGuard = async (req: FastifyRequest) => {
      const device = await authenticateDevice(deps.db, bearerToken(req));
      devices.set(req, device);
      enterSchool(device.schoolId);
    };
    const deviceOf = (req: FastifyRequest) => {
      const device = devices.get(req);
      if (!device) throw new Error("device guard did not run");
      return device;
    };
    // A body Fastify refused before the handler (not JSON, too large): the platform answers with the envelope;
    // the device's counter keeps it. Refusals of the module's own (AppError) are counted where they are made.
    const countRefusedBody = async (req: FastifyRequest, _reply: unknown, error: Error) => {
      const device = devices.get(req);
      if (!device || error instanceof AppError) return;
      await countBadInput(deps.db, device).catch(() => {});
    };
    const readBatch = async (req: FastifyRequest & { body: { events: unknown[] } }) => {
      const device = deviceOf(req);
      if (req.validationError) throw await refuseBatch(deps.db, device, MAX_BATCH);
      return { device, events: req.body.events };
    };

    app.post(
      "/onecard/manage/signin",
      {
        config: { access: deviceAccess, rateLimit: perDevice },
        bodyLimit: BODY_LIMIT,
        // A device's answer is read once on the school's network: compressing it cost more CPU than its batch.
        ...uncompressed,
        attachValidation: true,
        onRequest: deviceGuard,
        onError: countRefusedBody,
        schema: {
          tags,
          summary: "A device's batch of card sign-ins (gate, classroom): eventId, cardNo, at (ISO time)",
          description,
          body: batchBody,
          response: { 200: envelopeOf(batchResultSchema) },
        },
      },
      async (req) => {
        const { device, events } = await readBatch(req);
        return ok({ results: await storeSigninBatch(deps, device, events) });
      },
    );

    app.post(
      "/onecard/manage/consume",
      {
        config: { access: deviceAccess, rateLimit: perDevice },
        bodyLimit: BODY_LIMIT,
        // A device's answer is read once on the school's network: compressing it cost more CPU than its batch.
        ...uncompressed,
        attachValidation: true,
        onRequest: deviceGuard,
        onError: countRefusedBody,
        schema: {
          tags,
          summary:
            "A canteen device's batch of payments: eventId, cardNo, at, amount (fen), balance (fen, optional), place (optional: the device's)",
          description,
          body: batchBody,
          response: { 200: envelopeOf(batchResultSchema) },
        },
      },
      async (req) => {
        const { device, events } = await readBatch(req);
        return ok({ results: await storeConsumeBatch(deps, device, events) });
      },
    );
  };
