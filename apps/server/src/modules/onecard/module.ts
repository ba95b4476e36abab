import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../platform/db/client.ts";
import type { Exports } from "../exports/index.ts";
import { deviceApiRoutes } from "./device-api.routes.ts";
import type { CardSigninSink } from "./onecard.port.ts";
import { onecardRoutes } from "./onecard.routes.ts";
import type { SigninDeriver } from "./signin-derive.service.ts";

export type OnecardModuleDeps = {
  db: Db;
  now: () => Date;
  /** Where card sign-ins go (attendance, wired in app.ts): a linked card's stored sign-ins, in its transaction. */
  sink: CardSigninSink;
  /** Derives stored sign-ins into attendance after the devices' answers (createSigninDeriver, over the same sink). */
  deriver: Pick<SigninDeriver, "kick">;
  exports: Exports;
};

/** One-card: the devices' API (sign-ins, canteen payments) and the administrators' devices, cards and payments. */
export const onecardModule =
  (deps: OnecardModuleDeps): FastifyPluginAsyncZod =>
  async (api) => {
    await api.register(deviceApiRoutes(deps));
    await api.register(onecardRoutes(deps));
  };
