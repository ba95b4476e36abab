import {
  bannerInputSchema,
  bannerSchema,
  bannerSortInputSchema,
  envelopeOf,
  ok,
  recommendedTeacherInputSchema,
  recommendedTeacherSchema,
} from "@eos/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { authOf } from "../../platform/auth/access-guard.ts";
import { idParam } from "../../platform/http/params.ts";
import {
  activeBanners,
  allBanners,
  type BannersDeps,
  recommendedTeachers,
  removeBanner,
  removeTeacherPick,
  reorderBanners,
  reorderTeacherPicks,
  saveBanner,
  saveTeacherPick,
} from "./banners.service.ts";

const tags = ["Banners and recommended teachers"];
const signedIn = { access: { kind: "user" as const } };
const admin = { access: { kind: "admin" as const } };
const idBody = z.object({ id: idParam });
const done = envelopeOf(z.null());

/** /v3/top (banners), /v3/image (the images banners show) and /v3/topTea (recommended teachers). */
export const bannersRoutes =
  (deps: BannersDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/v3/top/list",
      {
        config: admin,
        schema: {
          tags,
          summary: "Every banner of the school, in order (administrators)",
          response: { 200: envelopeOf(z.array(bannerSchema)) },
        },
      },
      async (req) => ok(await allBanners(deps, authOf(req).schoolId)),
    );
    app.get(
      "/v3/top/active",
      {
        config: signedIn,
        schema: {
          tags,
          summary: "The banners shown today, in order",
          response: { 200: envelopeOf(z.array(bannerSchema)) },
        },
      },
      async (req) => ok(await activeBanners(deps.db, authOf(req).schoolId, deps.now())),
    );
    app.get(
      "/v3/image/list",
      {
        config: signedIn,
        schema: {
          tags,
          summary: "The images of the banners shown today, in order, with their links",
          response: {
            200: envelopeOf(
              z.array(
                z.object({
                  id: z.number(),
                  fileId: z.number(),
                  url: z.string(),
                  link: z.string().nullable(),
                  title: z.string(),
                }),
              ),
            ),
          },
        },
      },
      async (req) =>
        ok(
          (await activeBanners(deps.db, authOf(req).schoolId, deps.now())).map((b) => ({
            id: b.id,
            fileId: b.fileId,
            url: b.url,
            link: b.link,
            title: b.title,
          })),
        ),
    );
    app.post(
      "/v3/top/save",
      {
        config: admin,
        schema: {
          tags,
          summary: "Add or edit a banner",
          body: bannerInputSchema,
          response: { 200: envelopeOf(z.object({ id: z.number() })) },
        },
      },
      async (req) => ok(await saveBanner(deps, authOf(req), req.body)),
    );
    app.post(
      "/v3/top/delete",
      { config: admin, schema: { tags, summary: "Delete a banner", body: idBody, response: { 200: done } } },
      async (req) => {
        await removeBanner(deps, authOf(req), req.body.id);
        return ok(null);
      },
    );
    app.post(
      "/v3/top/sort",
      {
        config: admin,
        schema: {
          tags,
          summary: "Order the banners: every id, first shown first",
          body: bannerSortInputSchema,
          response: { 200: done },
        },
      },
      async (req) => {
        await reorderBanners(deps, authOf(req), req.body.ids);
        return ok(null);
      },
    );
    app.get(
      "/v3/topTea/list",
      {
        config: signedIn,
        schema: {
          tags,
          summary: "The school's recommended teachers, in order",
          response: { 200: envelopeOf(z.array(recommendedTeacherSchema)) },
        },
      },
      async (req) => ok(await recommendedTeachers(deps.db, authOf(req).schoolId)),
    );
    app.post(
      "/v3/topTea/save",
      {
        config: admin,
        schema: {
          tags,
          summary: "Add or edit a recommended teacher",
          body: recommendedTeacherInputSchema,
          response: { 200: envelopeOf(z.object({ id: z.number() })) },
        },
      },
      async (req) => ok(await saveTeacherPick(deps, authOf(req), req.body)),
    );
    app.post(
      "/v3/topTea/delete",
      {
        config: admin,
        schema: { tags, summary: "Delete a recommended teacher", body: idBody, response: { 200: done } },
      },
      async (req) => {
        await removeTeacherPick(deps, authOf(req), req.body.id);
        return ok(null);
      },
    );
    app.post(
      "/v3/topTea/sort",
      {
        config: admin,
        schema: {
          tags,
          summary: "Order the recommended teachers: every id, first shown first",
          body: bannerSortInputSchema,
          response: { 200: done },
        },
      },
      async (req) => {
        await reorderTeacherPicks(deps, authOf(req), req.body.ids);
        return ok(null);
      },
    );
  };
