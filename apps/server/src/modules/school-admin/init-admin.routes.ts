import { envelopeOf, ok } from "@eos/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { type InitAdminDeps, initAdminState, setInitAdmin } from "./init-admin.service.ts";
import { setInitAdminBody } from "./school-admin.schemas.ts";

const tags = ["School administration"];
const open = { access: { kind: "public" as const } };

/** First-time setup: the first platform administrator, once per installation. */
export const initAdminRoutes =
  (deps: InitAdminDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/center/permissions/initAdminState",
      {
        config: open,
        schema: {
          tags,
          summary: "Whether the platform administrator exists, and whether this server can set one up",
          response: { 200: envelopeOf(z.object({ initialised: z.boolean(), setupAvailable: z.boolean() })) },
        },
      },
      async () => ok(await initAdminState(deps)),
    );

    app.post(
      "/center/permissions/setInitAdmin",
      {
        // Few tries per address: the setup code is long and random, and this stops anyone guessing at it.
        config: { ...open, rateLimit: { max: 10, timeWindow: 60_000 } },
        schema: {
          tags,
          summary: "Create the first platform administrator and the platform's site; works once, ever",
          description:
            "Needs the setup code the server prints at start-up (or SETUP_CODE). Refused (403) once a platform administrator exists.",
          body: setInitAdminBody,
          response: {
            200: envelopeOf(z.object({ schoolId: z.number(), domain: z.string(), loginName: z.string() })),
          },
        },
      },
      async (req) => ok(await setInitAdmin(deps, req.body)),
    );
  };
