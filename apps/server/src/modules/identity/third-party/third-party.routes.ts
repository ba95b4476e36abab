import { envelopeOf, ok } from "@eos/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { authOf } from "../../../platform/auth/access-guard.ts";
import { enterSchool } from "../../../platform/db/tenant-context.ts";
import { phoneEntrySchema } from "../auth.schemas.ts";
import { identityError } from "../identity.messages.ts";
import { allowedRedirect } from "../redirect-target.ts";
import { providerKinds } from "./provider.ts";
import {
  deleteProviderConfig,
  listProviderConfigs,
  saveProviderConfig,
  signInProviders,
} from "./provider-config.service.ts";
import {
  loginWithThirdParty,
  startThirdPartySignIn,
  type ThirdPartyDeps,
} from "./third-party-login.service.ts";

const id = z.coerce.number().int().positive();
const httpUrl = z
  .string()
  .trim()
  .max(500)
  .regex(/^https?:\/\/[^\s]+$/, "an http(s) address");
const text = (max: number) => z.string().trim().min(1).max(max);

const providerSchema = z.object({
  id: z.number(),
  kind: z.enum(providerKinds),
  name: z.string(),
  clientId: z.string(),
  hasSecret: z.boolean(),
  baseUrl: z.string().nullable(),
  agentId: z.string().nullable(),
  claim: z.string().nullable(),
  accountField: z.enum(["phone", "loginName"]).nullable(),
  userType: z.number().nullable(),
  enabled: z.boolean(),
});

const saveBody = z.object({
  id: id.optional(),
  kind: z.enum(providerKinds),
  name: text(60),
  clientId: text(200),
  secret: text(500).optional(),
  baseUrl: httpUrl.nullable().optional().describe("OIDC issuer, or the platform's API base address"),
  agentId: text(64).nullable().optional(),
  claim: text(64).nullable().optional().describe("provider claim matched to an account the first time"),
  accountField: z.enum(["phone", "loginName"]).nullable().optional(),
  userType: z.number().int().min(0).max(2).nullable().optional(),
  enabled: z.boolean().optional(),
});

/** Sign-in attempts per address, like the other sign-in calls. */
const signInLimit = { rateLimit: { max: 300, timeWindow: 60_000 } };

export type ThirdPartyRouteDeps = ThirdPartyDeps & { trustedRedirectHosts: string[] };

/** Where the provider sends the browser back: this site's /oauth/callback unless an allowed address is named. */
const redirectUriOf = (
  deps: ThirdPartyRouteDeps,
  req: { protocol: string; host: string },
  given: string | undefined,
) => {
  const origin = `${req.protocol}://${req.host}`;
  if (!given) return `${origin}/oauth/callback`;
  const target = allowedRedirect(given, [...deps.trustedRedirectHosts, req.host.toLowerCase()]);
  if (!target) throw identityError(400, "thirdPartyRedirectRefused");
  return target.startsWith("/") ? `${origin}${target}` : target;
};

/** Third-party sign-in (SPEC 4 'with a provider code') and its per-school configuration. */
export const thirdPartyRoutes =
  (deps: ThirdPartyRouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/auth/thirdParty/providers",
      {
        config: { access: { kind: "public" } },
        schema: {
          tags: ["Auth"],
          summary: "The school's third-party sign-in providers, for its sign-in page",
          querystring: z.object({ schoolId: id }),
          response: {
            200: envelopeOf(
              z.array(z.object({ id: z.number(), kind: z.enum(providerKinds), name: z.string() })),
            ),
          },
        },
      },
      async (req) => {
        // The sign-in page of this school: its providers are all the route reads.
        enterSchool(req.query.schoolId);
        return ok(await signInProviders(deps, req.query.schoolId));
      },
    );

    app.get(
      "/auth/thirdParty/authorizeUrl",
      {
        config: { access: { kind: "public" }, ...signInLimit },
        schema: {
          tags: ["Auth"],
          summary:
            "The provider's authorize address, with a one-time state (10 min) bound to school and provider",
          querystring: z.object({ schoolId: id, provider: id, redirectUri: z.string().max(500).optional() }),
          response: { 200: envelopeOf(z.object({ url: z.string(), state: z.string() })) },
        },
      },
      async (req) =>
        ok(
          await startThirdPartySignIn(deps, {
            schoolId: req.query.schoolId,
            providerId: req.query.provider,
            redirectUri: redirectUriOf(deps, req, req.query.redirectUri),
          }),
        ),
    );

    app.post(
      "/auth/thirdParty/login",
      {
        config: { access: { kind: "public" }, ...signInLimit },
        schema: {
          tags: ["Auth"],
          summary:
            "Exchange a provider's code: one entry per linked account (40029 when the code is not good)",
          body: z.object({ code: text(512), state: text(200) }),
          response: { 200: envelopeOf(z.array(phoneEntrySchema)) },
        },
      },
      async (req) => ok(await loginWithThirdParty(deps, req.body)),
    );

    app.get(
      "/v3/school/thirdParty/list",
      {
        config: { access: { kind: "admin" } },
        schema: {
          tags: ["School"],
          summary: "The school's third-party sign-in providers (secrets are never returned)",
          response: { 200: envelopeOf(z.array(providerSchema)) },
        },
      },
      async (req) => ok(await listProviderConfigs(deps, authOf(req))),
    );

    app.post(
      "/v3/school/thirdParty/save",
      {
        config: { access: { kind: "admin" } },
        schema: {
          tags: ["School"],
          summary: "Create or edit a provider; the secret is sealed at rest, and kept when left out on edit",
          body: saveBody,
          response: { 200: envelopeOf(z.object({ id: z.number() })) },
        },
      },
      async (req) => ok(await saveProviderConfig(deps, authOf(req), req.body)),
    );

    app.post(
      "/v3/school/thirdParty/del",
      {
        config: { access: { kind: "admin" } },
        schema: {
          tags: ["School"],
          summary: "Remove a provider",
          body: z.object({ id }),
          response: { 200: envelopeOf(z.null()) },
        },
      },
      async (req) => {
        await deleteProviderConfig(deps, authOf(req), req.body.id);
        return ok(null);
      },
    );
  };
