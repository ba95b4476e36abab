import { envelopeOf, ok, schoolInfoSchema } from "@eos/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { authOf } from "../../platform/auth/access-guard.ts";
import { userSchema } from "./auth.schemas.ts";
import { exchangeJumpCode, issueJumpCode } from "./jump-school.service.ts";
import { metaOf } from "./one-time-code.ts";
import { exchangeTrustCode, issueTrustCode, type TrustDeps } from "./trust-code.service.ts";

const appId = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, "1 to 64 letters, digits, '-' or '_'")
  .describe("the app the code is for");
const code = z.string().min(1).max(200).describe("a single-use code");
/** Exchanges spend a code and start a session: limited like the other sign-in calls. */
const exchangeLimit = { rateLimit: { max: 300, timeWindow: 60_000 } };

const sessionSchema = z.object({ token: z.string(), user: userSchema, school: schoolInfoSchema });

/** App-centre trust codes and area administrators' school switch: single-use codes in place of tokens. */
export const trustCodeRoutes =
  (deps: TrustDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/center/api/app/getTrustCode",
      {
        config: { access: { kind: "user" } },
        schema: {
          tags: ["App centre"],
          summary: "A trust code (60 s, once) that opens an app at an allowed address as the signed-in user",
          querystring: z.object({
            appId,
            url: z.string().min(1).max(2000).describe("a path on this site or an allow-listed https address"),
          }),
          response: {
            200: envelopeOf(
              z.object({ code: z.string(), url: z.string(), expiresIn: z.number(), redirectUrl: z.string() }),
            ),
          },
        },
      },
      async (req) => ok(await issueTrustCode(deps, authOf(req), req.query)),
    );

    // One exchange, two addresses: SPEC 7 names `/center/redirectUrl` for what apps call with their code.
    for (const path of ["/center/api/app/exchangeTrustCode", "/center/redirectUrl"])
      app.post(
        path,
        {
          config: { access: { kind: "public" }, ...exchangeLimit },
          schema: {
            tags: ["App centre"],
            summary:
              path === "/center/redirectUrl"
                ? "Alias of /center/api/app/exchangeTrustCode: exchange a trust code for a session"
                : "Exchange a trust code (once) for a session and the address it was issued for",
            body: z.object({ code, appid: appId }),
            response: { 200: envelopeOf(sessionSchema.extend({ url: z.string() })) },
          },
        },
        async (req) => ok(await exchangeTrustCode(deps, req.body, metaOf(req))),
      );

    app.post(
      "/auth/jumpCode",
      {
        config: { access: { kind: "admin" } },
        schema: {
          tags: ["Auth"],
          summary: "An area administrator's code (60 s, once) for entering one of the area's schools",
          // Not `schoolId`: that field always names the caller's own school (a different one answers 403).
          body: z.object({ targetSchoolId: z.coerce.number().int().positive() }),
          response: {
            200: envelopeOf(z.object({ code: z.string(), domain: z.string(), expiresIn: z.number() })),
          },
        },
      },
      async (req) => ok(await issueJumpCode(deps, authOf(req), req.body.targetSchoolId)),
    );

    app.post(
      "/auth/jumpCode/getToken",
      {
        config: { access: { kind: "public" }, ...exchangeLimit },
        schema: {
          tags: ["Auth"],
          summary: "Exchange a school-switch code (once) for a session in that school",
          body: z.object({ code }),
          response: { 200: envelopeOf(sessionSchema) },
        },
      },
      async (req) => ok(await exchangeJumpCode(deps, req.body.code, metaOf(req))),
    );
  };
