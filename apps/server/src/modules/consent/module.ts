import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { consentRoutes } from "./consent.routes.ts";

export type ConsentModuleDeps = Parameters<typeof consentRoutes>[0];

/** The guardian consent ledger: parents decide on the phone; staff read it; areas check it before they store. */
export const consentModule =
  (deps: ConsentModuleDeps): FastifyPluginAsyncZod =>
  async (api) => {
    await api.register(consentRoutes({ db: deps.db, now: deps.now, codesOf: deps.codesOf }));
  };
