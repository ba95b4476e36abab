import { envelopeOf, ok, pageOf } from "@eos/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { authOf } from "../../platform/auth/access-guard.ts";
import type { Config } from "../../platform/config.ts";
import { enterSchool } from "../../platform/db/tenant-context.ts";
import { sendXlsx } from "../../platform/files/xlsx.ts";
import { languageOf } from "../../platform/http/i18n.ts";
import { publicImageSender } from "../files/index.ts";
import { findSite } from "../school/index.ts";
import { schoolAdminError } from "./school-admin.messages.ts";
import {
  addSiteAnswer,
  addSiteBody,
  flagBody,
  idParam,
  initAnswer,
  siteDetailSchema,
  siteExportQuery,
  siteItemSchema,
  sitePageQuery,
  updateSiteBody,
} from "./school-admin.schemas.ts";
import {
  addSchool,
  changeSchoolFlag,
  initSchool,
  pageSchools,
  type SchoolAdminDeps,
  schoolDetail,
  updateSchool,
} from "./school-admin.service.ts";
import { exportSchools, SCHOOL_EXPORT_CAP } from "./school-export.service.ts";

const tags = ["School administration"];
/** Platform administrators (administrators of the platform's own site) only. */
const platform = { access: { kind: "admin" as const, sites: ["platform" as const] } };
/** Platform administrators, and area administrators for their own area's schools. */
const readers = { access: { kind: "admin" as const, sites: ["platform" as const, "area" as const] } };

/** SPEC 7 School (/v3/school): platform administrators run schools; area administrators read their area's. */
export const schoolAdminRoutes =
  (deps: SchoolAdminDeps & { config: Config }): FastifyPluginAsyncZod =>
  async (app) => {
    const sendLogo = publicImageSender(deps);

    app.get(
      "/v3/school/page",
      {
        config: readers,
        schema: {
          tags,
          summary: "Schools a page at a time: search by name or domain, filter by area, state and type, sort",
          querystring: sitePageQuery,
          response: { 200: envelopeOf(pageOf(siteItemSchema)) },
        },
      },
      async (req) => ok(await pageSchools(deps, authOf(req), req.query)),
    );

    app.get(
      "/v3/school/export",
      {
        config: readers,
        schema: {
          tags,
          summary: "The school list as .xlsx",
          description: `The list's filters and order apply; at most ${SCHOOL_EXPORT_CAP} rows.`,
          querystring: siteExportQuery,
        },
      },
      async (req, reply) =>
        sendXlsx(reply, "schools.xlsx", await exportSchools(deps, authOf(req), req.query, languageOf(req))),
    );

    app.get(
      "/v3/school/detail",
      {
        config: readers,
        schema: {
          tags,
          summary: "One school: settings, administrators, people counts and whether it is initialised",
          querystring: idParam,
          response: { 200: envelopeOf(siteDetailSchema) },
        },
      },
      async (req) => ok(await schoolDetail(deps, authOf(req), req.query.id)),
    );

    app.post(
      "/v3/school/addSchoolInfoAndUser",
      {
        config: platform,
        schema: {
          tags,
          summary: "Add a school (or an area's site) with its first administrator and a one-time password",
          body: addSiteBody,
          response: { 200: envelopeOf(addSiteAnswer) },
        },
      },
      async (req) => ok(await addSchool(deps, req.body)),
    );

    app.post(
      "/v3/school/update",
      {
        config: platform,
        schema: {
          tags,
          summary: "Change a school's name, domain (unique), sign-in page, logo or time zone",
          body: updateSiteBody,
          response: { 200: envelopeOf(siteDetailSchema) },
        },
      },
      async (req) => ok(await updateSchool(deps, authOf(req), req.body)),
    );

    app.post(
      "/v3/school/changeSchoolFlag",
      {
        config: platform,
        schema: {
          tags,
          summary: "Enable (1) or disable (0) a school; a disabled school's domain signs no one in",
          body: flagBody,
          response: {
            200: envelopeOf(z.object({ id: z.number(), flag: z.number(), endedSessions: z.number() })),
          },
        },
      },
      async (req) => ok(await changeSchoolFlag(deps, authOf(req), req.body)),
    );

    app.post(
      "/v3/school/initSchool",
      {
        config: platform,
        schema: {
          tags,
          summary:
            "Create what a school needs to work (org root, school year and terms); adds only what is missing",
          body: idParam,
          response: { 200: envelopeOf(initAnswer) },
        },
      },
      async (req) => ok(await initSchool(deps, authOf(req), req.body.id)),
    );

    app.get(
      "/v3/school/logo/:id",
      {
        config: { access: { kind: "public" } },
        schema: {
          tags,
          summary: "A school's logo image, for anyone (sign-in pages show it before anyone signs in)",
          params: idParam,
          querystring: z.object({ v: z.string().max(20).optional() }),
        },
      },
      async (req, reply) => {
        const site = await findSite(deps.db, req.params.id);
        if (!site?.logoFileId || !site.logoFileSchoolId) throw schoolAdminError(404, "schoolNotFound");
        enterSchool(site.logoFileSchoolId);
        return sendLogo(req, reply, { schoolId: site.logoFileSchoolId, fileId: site.logoFileId }, 400);
      },
    );
  };
