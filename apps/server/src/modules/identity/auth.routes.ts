import { envelopeOf, ok } from "@eos/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { authOf } from "../../platform/auth/access-guard.ts";
import { enterSchool } from "../../platform/db/tenant-context.ts";
import { forbidden, schoolFetchFailed } from "../../platform/http/errors.ts";
import { outboxReaders } from "../../platform/sms/outbox-access.ts";
import type { SmsOutbox } from "../../platform/sms/sms-provider.ts";
import { findSchoolById, schoolDisabled } from "../school/index.ts";
import {
  getTokenBody,
  outboxEntrySchema,
  outboxQuery,
  phoneEntrySchema,
  phoneLoginBody,
  pwdLoginBody,
  sendCodeBody,
  tokenSchema,
  userSchema,
} from "./auth.schemas.ts";
import type { IdentityDeps } from "./identity.deps.ts";
import {
  exchangeAuthorizationCode,
  loginWithPassword,
  loginWithPhone,
  newSmsCode,
  refreshToken,
  userOf,
} from "./login.service.ts";
import { endSession } from "./session.service.ts";
import { sendSmsCode } from "./sms-code.service.ts";

const tags = ["Auth"];
const publicAccess = { access: { kind: "public" as const } };
/** Sign-in attempts per address; generous because a whole school may share one address. */
const signInLimit = { rateLimit: { max: 300, timeWindow: 60_000 } };

const schoolOf = async (deps: IdentityDeps, schoolId: number) => {
  const school = await findSchoolById(deps.db, schoolId);
  if (!school) throw schoolFetchFailed();
  if (!school.enabled) throw schoolDisabled();
  // A sign-in at this school works on its rows only (row-level security in PostgreSQL mode).
  enterSchool(school.id, school.areaid);
  return school;
};

const metaOf = (req: { headers: Record<string, unknown>; ip: string }) => ({
  userAgent: typeof req.headers["user-agent"] === "string" ? req.headers["user-agent"] : undefined,
  ip: req.ip,
});

/** `outbox` only outside production; `outboxAllow`: DEV_OUTBOX_ALLOW, the blocks besides loopback that read it. */
export const authRoutes =
  (
    deps: IdentityDeps,
    outbox: SmsOutbox | undefined,
    outboxAllow: ReadonlyArray<string> = [],
  ): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      "/auth/login/pwd",
      {
        config: { ...publicAccess, ...signInLimit },
        schema: {
          tags,
          summary: "Password sign-in",
          body: pwdLoginBody,
          response: { 200: envelopeOf(z.object({ authorizationCode: z.string() })) },
        },
      },
      async (req) =>
        ok(
          await loginWithPassword(deps, await schoolOf(deps, req.body.schoolId), { ...req.body, ip: req.ip }),
        ),
    );

    app.post(
      "/auth/phone/sendCode",
      {
        config: { ...publicAccess, ...signInLimit },
        schema: {
          tags,
          summary: "Send a sign-in code by SMS",
          body: sendCodeBody,
          response: { 200: envelopeOf(z.null()) },
        },
      },
      async (req) => {
        const school = await schoolOf(deps, req.body.schoolId);
        await sendSmsCode(deps, {
          schoolId: school.id,
          schoolName: school.name,
          phone: req.body.phone,
          purpose: "login",
          ip: req.ip,
          code: newSmsCode(),
        });
        return ok(null);
      },
    );

    app.post(
      "/auth/login/phone",
      {
        config: { ...publicAccess, ...signInLimit },
        schema: {
          tags,
          summary: "Phone and SMS code sign-in: one entry per account of that phone in the school",
          body: phoneLoginBody,
          response: { 200: envelopeOf(z.array(phoneEntrySchema)) },
        },
      },
      async (req) => ok(await loginWithPhone(deps, await schoolOf(deps, req.body.schoolId), req.body)),
    );

    app.post(
      "/auth/login/getToken",
      {
        config: { ...publicAccess, ...signInLimit },
        schema: {
          tags,
          summary: "Exchange an authorization code (once, within 60 s) for a token",
          body: getTokenBody,
          response: { 200: envelopeOf(tokenSchema) },
        },
      },
      async (req) => ok(await exchangeAuthorizationCode(deps, req.body.authorizationCode, metaOf(req))),
    );

    app.post(
      "/auth/login/getTokenRefresh",
      {
        config: { access: { kind: "user" } },
        schema: {
          tags,
          summary: "A fresh token for the signed-in user; the old one ends",
          response: { 200: envelopeOf(tokenSchema) },
        },
      },
      async (req) => ok(await refreshToken(deps, authOf(req), metaOf(req))),
    );

    app.get(
      "/auth/my/userInfo",
      {
        config: { access: { kind: "user" } },
        schema: {
          tags,
          summary: "The signed-in user, as the token says",
          response: { 200: envelopeOf(userSchema) },
        },
      },
      async (req) => ok(userOf(authOf(req))),
    );

    app.post(
      "/auth/logout",
      {
        config: { access: { kind: "user" } },
        schema: { tags, summary: "End this session", response: { 200: envelopeOf(z.null()) } },
      },
      async (req) => {
        await endSession(deps, authOf(req), "logout");
        return ok(null);
      },
    );

    if (outbox) {
      const mayReadOutbox = outboxReaders(outboxAllow);
      app.get(
        "/dev/outbox",
        {
          config: publicAccess,
          schema: {
            tags: ["Development"],
            summary:
              "Messages the development SMS outbox kept for a phone, newest first: for loopback and " +
              "DEV_OUTBOX_ALLOW addresses only, never in production",
            querystring: outboxQuery,
            response: { 200: envelopeOf(z.array(outboxEntrySchema)) },
          },
        },
        async (req) => {
          if (!mayReadOutbox(req)) throw forbidden();
          return ok(outbox.list(req.query.phone));
        },
      );
    }
  };
