import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../platform/db/client.ts";
import type { Exports } from "../exports/index.ts";
import { deviceApiRoutes } from "./device-api.routes.ts";
import type { CardSigninSink } from "./onecard.port.ts";
import { onecardRoutes } from "./onecard.routes.ts";

export type OnecardModuleDeps = {
  db: Db;
  now: () => Date;
  /** Where card sign-ins go (attendance, wired in app.ts), inside the transaction that stores them. */
  sink: CardSigninSink;
  exports: Exports;
};

/** One-card: the devices' API (sign-ins, canteen payments) and the administrators' devices, cards and payments. */
export const onecardModule =
  (deps: OnecardModuleDeps): FastifyPluginAsyncZod =>
  async (api) => {
    await api.register(deviceApiRoutes(deps));
    await api.register(onecardRoutes(deps));
  };
