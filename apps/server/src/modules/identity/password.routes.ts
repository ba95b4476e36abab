import { envelopeOf, ok } from "@eos/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { authOf } from "../../platform/auth/access-guard.ts";
import { enterSchool } from "../../platform/db/tenant-context.ts";
import { schoolFetchFailed } from "../../platform/http/errors.ts";
import { findSchoolById } from "../school/index.ts";
import type { IdentityDeps } from "./identity.deps.ts";
import {
  checkWeakBody,
  checkWeakResult,
  resetPhonePwdBody,
  resetPwdBody,
  resetPwdResult,
  sendResetCodeBody,
  updatePwdBody,
  validateOldQuery,
} from "./password.schemas.ts";
import {
  changePassword,
  type ResetTarget,
  reportWeakPassword,
  resetPasswordByAdmin,
  resetPasswordByPhone,
  sendResetCode,
  validateOldPassword,
} from "./password.service.ts";
import { loadWeakList } from "./weak-list.ts";

const tags = ["Passwords"];
/** Password attempts per address; the per-account lock (5 failures, 15 minutes) is the real limit. */
const passwordLimit = { rateLimit: { max: 120, timeWindow: 60_000 } };

const schoolOf = async (deps: IdentityDeps, schoolId: number) => {
  const school = await findSchoolById(deps.db, schoolId);
  if (!school) throw schoolFetchFailed();
  enterSchool(school.id, school.areaid);
  return school;
};

const targetOf = (body: z.infer<typeof resetPwdBody>): ResetTarget => {
  if (body.accountId !== undefined) return { accountId: body.accountId };
  if (body.userId !== undefined) return { userType: body.userType ?? 0, userId: body.userId };
  return { userType: body.userType ?? 0, loginName: body.loginName ?? "" };
};

/** Forgotten, changed, reset and weak passwords (issue 3 'Passwords'). */
export const passwordRoutes =
  (deps: IdentityDeps): FastifyPluginAsyncZod =>
  async (app) => {
    // On a new machine the weak-password list takes seconds to prepare: begin now, not at the first change.
    loadWeakList().catch((err) => app.log.error({ err }, "the weak-password list could not be prepared"));
    app.post(
      "/auth/phone/sendResetCode",
      {
        config: { access: { kind: "public" }, ...passwordLimit },
        schema: {
          tags,
          summary:
            "Send a code for a forgotten password (answers alike whether or not the phone has an account)",
          body: sendResetCodeBody,
          response: { 200: envelopeOf(z.null()) },
        },
      },
      async (req) => {
        await sendResetCode(deps, await schoolOf(deps, req.body.schoolId), req.body.phone, req.ip);
        return ok(null);
      },
    );

    app.post(
      "/auth/resetPhonePwd",
      {
        config: { access: { kind: "public" }, ...passwordLimit },
        schema: {
          tags,
          summary: "Set a new password with a phone code (once); every session of the account ends",
          body: resetPhonePwdBody,
          response: { 200: envelopeOf(z.null()) },
        },
      },
      async (req) => {
        await resetPasswordByPhone(deps, await schoolOf(deps, req.body.schoolId), req.body);
        return ok(null);
      },
    );

    app.post(
      "/auth/checkWeakPassword",
      {
        config: { access: { kind: "user" } },
        schema: {
          tags,
          summary:
            "Report the browser's verdict on the password just used (with its hash and strength facts); " +
            "the server adds its own, and a weak one must then be changed",
          body: checkWeakBody,
          response: { 200: envelopeOf(checkWeakResult) },
        },
      },
      async (req) => ok(await reportWeakPassword(deps, authOf(req), req.body)),
    );

    app.get(
      "/center/api/validateOld",
      {
        config: { access: { kind: "user" }, ...passwordLimit },
        schema: {
          tags,
          summary: "Whether this is the current password; wrong guesses count towards the sign-in lock",
          querystring: validateOldQuery,
          response: { 200: envelopeOf(z.boolean()) },
        },
      },
      async (req) => ok(await validateOldPassword(deps, authOf(req), req.query.pwd, req.ip)),
    );

    app.post(
      "/center/api/updatePwd",
      {
        config: { access: { kind: "user" }, ...passwordLimit },
        schema: {
          tags,
          summary: "Change the password with the current one; the user's other sessions end",
          body: updatePwdBody,
          response: { 200: envelopeOf(z.null()) },
        },
      },
      async (req) => {
        await changePassword(deps, authOf(req), req.body, req.ip);
        return ok(null);
      },
    );

    app.post(
      "/auth/resetPwd",
      {
        // Administrators, and teachers whose role grants password.reset (never over an administrator).
        config: { access: { kind: "user", roles: ["tea"], code: "password.reset" } },
        schema: {
          tags,
          summary:
            "Give an account of this school a one-time password (returned once, to be changed at sign-in)",
          body: resetPwdBody,
          response: { 200: envelopeOf(resetPwdResult) },
        },
      },
      async (req) => ok(await resetPasswordByAdmin(deps, authOf(req), targetOf(req.body))),
    );
  };
