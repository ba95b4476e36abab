import { envelopeOf, ok, visualAreaBoardSchema } from "@eos/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { authOf } from "../../platform/auth/access-guard.ts";
import { type AreaBoardDeps, areaBoard } from "./area-board.service.ts";

/** The area administrator's live board over the area's schools (SPEC 7 /sys/area/visual/). */
export const areaBoardRoutes =
  (deps: AreaBoardDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/sys/area/visual/board",
      {
        config: { access: { kind: "admin", sites: ["area"] } },
        schema: {
          tags: ["Region"],
          summary: "The area's schools' attendance today, the lowest present rates and the area's trend",
          response: { 200: envelopeOf(visualAreaBoardSchema) },
        },
      },
      async (req) => ok(await areaBoard(deps, authOf(req))),
    );
  };
