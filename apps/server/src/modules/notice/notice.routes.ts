import { envelopeOf, noticeItemSchema, ok } from "@eos/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { authOf } from "../../platform/auth/access-guard.ts";
import type { Db } from "../../platform/db/client.ts";
import { languageOf } from "../../platform/http/i18n.ts";
import { myNotices, readNotices } from "./notice.service.ts";

const signedIn = { access: { kind: "user" as const } };
const tags = ["Notices"];

/** A signed-in person's in-app notices (reminders and other messages). */
export const noticeRoutes =
  (deps: { db: Db; now: () => Date }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/v3/notice/page",
      {
        config: signedIn,
        schema: {
          tags,
          summary: "The caller's notices, newest first, with the unread count",
          querystring: z.object({
            page: z.coerce.number().int().min(1).default(1),
            size: z.coerce.number().int().min(1).max(100).default(20),
          }),
          response: {
            200: envelopeOf(
              z.object({
                list: z.array(noticeItemSchema),
                total: z.number(),
                page: z.number(),
                size: z.number(),
                unread: z.number(),
              }),
            ),
          },
        },
      },
      async (req) =>
        ok(await myNotices(deps.db, authOf(req), req.query.page, req.query.size, languageOf(req))),
    );
    app.post(
      "/v3/notice/read",
      {
        config: signedIn,
        schema: {
          tags,
          summary: "Mark one notice read, or all of the caller's when id is absent",
          body: z.object({ id: z.coerce.number().int().positive().optional() }).default({}),
          response: { 200: envelopeOf(z.null()) },
        },
      },
      async (req) => {
        await readNotices(deps.db, authOf(req), req.body.id, deps.now());
        return ok(null);
      },
    );
  };
