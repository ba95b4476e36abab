import { envelopeOf, ok } from "@eos/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { authOf } from "../../platform/auth/access-guard.ts";
import { enterSchool } from "../../platform/db/tenant-context.ts";
import { schoolFetchFailed } from "../../platform/http/errors.ts";
import { findSchoolById } from "../school/index.ts";
import type { IdentityDeps } from "./identity.deps.ts";
import { metaOf } from "./one-time-code.ts";
import { checkQrTicket, createQrTicket, verifyQrTicket } from "./qr-login.service.ts";

const tags = ["Auth"];
const ticket = z.string().min(1).max(200).describe("a QR sign-in ticket");
const qrState = z.enum(["waiting", "scanned", "confirmed", "expired"]);

const qrCodeSchema = z.object({
  ticket: z.string().describe("the computer's polling ticket: keep it, never show it"),
  qrContent: z.string().describe("the address the QR code shows, relative to the site"),
  expiresIn: z.number().describe("seconds"),
});

const checkSchema = z.object({
  state: qrState,
  expiresIn: z.number(),
  authorizationCode: z.string().optional().describe("once confirmed: exchange at /auth/login/getToken"),
});

const verifySchema = z.object({
  state: qrState,
  expiresIn: z.number(),
  device: z.object({ browser: z.string().nullable(), os: z.string().nullable(), ip: z.string().nullable() }),
});

/** QR sign-in: the computer asks for a ticket and polls; a signed-in phone scans and confirms. */
export const qrRoutes =
  (deps: IdentityDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/auth/getQrCode",
      {
        config: { access: { kind: "public" }, rateLimit: { max: 300, timeWindow: 60_000 } },
        schema: {
          tags,
          summary: "A QR sign-in ticket for this computer (120 s, once)",
          querystring: z.object({ schoolId: z.coerce.number().int().positive() }),
          response: { 200: envelopeOf(qrCodeSchema) },
        },
      },
      async (req) => {
        const school = await findSchoolById(deps.db, req.query.schoolId);
        if (!school) throw schoolFetchFailed();
        enterSchool(school.id, school.areaid);
        return ok(await createQrTicket(deps, school, metaOf(req)));
      },
    );

    app.get(
      "/auth/checkQrCode",
      {
        // Polled every two seconds by every computer on the sign-in page; the ticket itself is unguessable.
        config: { access: { kind: "public" }, rateLimit: { max: 1200, timeWindow: 60_000 } },
        schema: {
          tags,
          summary: "The state of a QR sign-in ticket; once confirmed, an authorization code",
          querystring: z.object({ ticket }),
          response: { 200: envelopeOf(checkSchema) },
        },
      },
      async (req) => ok(await checkQrTicket(deps, req.query.ticket)),
    );

    app.post(
      "/auth/verifyQrCode",
      {
        config: { access: { kind: "user" } },
        schema: {
          tags,
          summary: "The signed-in phone scans, confirms or cancels a QR sign-in; answers which computer asks",
          body: z.object({ ticket, action: z.enum(["scan", "confirm", "cancel"]) }),
          response: { 200: envelopeOf(verifySchema) },
        },
      },
      async (req) => ok(await verifyQrTicket(deps, authOf(req), req.body)),
    );
  };
