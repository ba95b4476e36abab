import {
  envelopeOf,
  homeIndexSchema,
  menuSettingItemSchema,
  ok,
  saveMenuSettingSchema,
  saveSchoolSettingSchema,
  schoolSettingSchema,
  sysMenuItemSchema,
  teacherDevelopSchema,
} from "@eos/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { authOf } from "../../platform/auth/access-guard.ts";
import type { HomeDeps } from "./home.deps.ts";
import { homeIndex } from "./home.service.ts";
import { menuFor, menuSettings, saveMenuSettings } from "./menu.service.ts";
import { saveSchoolSetting, schoolSetting, schoolSettingByDomain } from "./setting.service.ts";
import { initTeacherDevelop, teacherDevelop } from "./teacher-develop.service.ts";

const signedIn = { access: { kind: "user" as const } };
const teachers = { access: { kind: "user" as const, roles: ["tea" as const] } };
const schoolAdmin = { access: { kind: "admin" as const, sites: ["school" as const] } };
const areaAdmin = { access: { kind: "admin" as const, sites: ["area" as const] } };
const tags = ["Home"];

/** The signed-in person's home, the server-held menus and their settings, the school's client settings. */
export const homeRoutes =
  (deps: HomeDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/center/api/index",
      {
        config: signedIn,
        schema: {
          tags,
          summary:
            "The caller's home: greeting, today's lessons, to-do count (a parent's per child), the week's " +
            "calendar events, banners, recent apps, and a teacher's growth figures",
          response: { 200: envelopeOf(homeIndexSchema) },
        },
      },
      async (req) => ok(await homeIndex(deps, authOf(req))),
    );
    app.get(
      "/center/api/app/sysMenu",
      {
        config: signedIn,
        schema: {
          tags,
          summary:
            "The console menu and the phone's tab bar and home entries the caller may use, in order, less what " +
            "the school hid from the caller's role (labels and icons are the client's, by key)",
          response: { 200: envelopeOf(z.array(sysMenuItemSchema)) },
        },
      },
      async (req) => ok(await menuFor(deps, authOf(req))),
    );
    app.get(
      "/center/api/app/sysMenuAreaAdmin",
      {
        config: areaAdmin,
        schema: {
          tags,
          summary: "An area administrator's console menu on the area's site",
          response: { 200: envelopeOf(z.array(sysMenuItemSchema)) },
        },
      },
      async (req) => ok(await menuFor(deps, authOf(req))),
    );
    app.get(
      "/center/api/app/menuSetting",
      {
        config: schoolAdmin,
        schema: {
          tags,
          summary:
            "Administrators: the menu entries the school may hide, each with the roles it is hidden from",
          response: { 200: envelopeOf(z.array(menuSettingItemSchema)) },
        },
      },
      async (req) => ok(await menuSettings(deps, authOf(req))),
    );
    app.post(
      "/center/api/app/saveMenuSetting",
      {
        config: schoolAdmin,
        schema: {
          tags,
          summary:
            "Administrators: which entries the school hides from which role, all at once (an entry not named " +
            "shows again); an unknown entry refuses the whole save",
          body: saveMenuSettingSchema,
          response: { 200: envelopeOf(z.array(menuSettingItemSchema)) },
        },
      },
      async (req) => ok(await saveMenuSettings(deps, authOf(req), req.body)),
    );
    app.get(
      "/sys/api/setting/getSetting",
      {
        config: { access: { kind: "public" as const } },
        schema: {
          tags,
          summary:
            "The school's settings a client needs: name, logo, theme colour, languages, sign-in ways, the " +
            "menu areas switched on",
          description:
            "Signed in: the token's school (domain is ignored). Before signing in: the school of `domain`, " +
            "as the sign-in pages show it (features empty); 404 for an unknown domain.",
          querystring: z.object({ domain: z.string().trim().min(1).max(253).optional() }),
          response: { 200: envelopeOf(schoolSettingSchema) },
        },
      },
      async (req) => {
        if (req.auth || !req.query.domain) return ok(await schoolSetting(deps, authOf(req)));
        return ok(await schoolSettingByDomain(deps, req.query.domain));
      },
    );
    app.post(
      "/sys/api/setting/saveSetting",
      {
        config: schoolAdmin,
        schema: {
          tags,
          summary: "Administrators: the school's theme colour, languages and sign-in ways",
          body: saveSchoolSettingSchema,
          response: { 200: envelopeOf(schoolSettingSchema) },
        },
      },
      async (req) => ok(await saveSchoolSetting(deps, authOf(req), req.body)),
    );
    app.get(
      "/v3/itemData/getTeacherDevelopScenceForEos",
      {
        config: teachers,
        schema: {
          tags,
          summary:
            "A teacher's own growth figures in a term (the current one by default): total, band, level-1 " +
            "indicators, each term's total; null when the school has no teacher model",
          querystring: z.object({
            termId: z.coerce.number().int().positive().optional(),
            modelId: z.coerce.number().int().positive().optional(),
          }),
          response: { 200: envelopeOf(teacherDevelopSchema.nullable()) },
        },
      },
      async (req) => ok(await teacherDevelop(deps, authOf(req), req.query)),
    );
    app.get(
      "/v3/initTeacherDevelopData",
      {
        config: teachers,
        schema: {
          tags,
          summary:
            "A teacher's growth card's start: the school's teacher models, its terms, the current figures",
          response: {
            200: envelopeOf(
              z.object({
                models: z.array(z.object({ id: z.number(), name: z.string() })),
                terms: z.array(z.object({ id: z.number(), name: z.string(), isNow: z.boolean() })),
                figures: teacherDevelopSchema.nullable(),
              }),
            ),
          },
        },
      },
      async (req) => ok(await initTeacherDevelop(deps, authOf(req))),
    );
  };
