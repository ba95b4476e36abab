import type { SaveSchoolSetting, SchoolSetting } from "@eos/contracts";
import type { AuthContext } from "../../platform/auth/access.ts";
import { asSystem, runInScope, schoolsScope } from "../../platform/db/tenant-context.ts";
import { notFound } from "../../platform/http/errors.ts";
import { findSchoolById, normaliseDomain, schoolDisabled, siteOfDomain } from "../school/index.ts";
import type { HomeDeps } from "./home.deps.ts";
import { homeError } from "./home.messages.ts";
import { type ClientSettingRow, findClientSetting, hiddenEntries, saveClientSetting } from "./home.store.ts";
import { switchedOn } from "./menu.service.ts";

/** A school that saved nothing: antd's blue, both languages (Chinese first), password, SMS and QR sign-in. */
const DEFAULTS: ClientSettingRow = {
  themeColor: "#1677ff",
  languages: ["zh-CN", "en-US"],
  defaultLanguage: "zh-CN",
  loginTypes: ["password", "sms", "qr"],
};

/** GET /sys/api/setting/getSetting: the caller's school as its clients show it. */
export const schoolSetting = async (
  deps: HomeDeps,
  auth: Pick<AuthContext, "schoolId">,
): Promise<SchoolSetting> => {
  const [school, saved, hidden] = await Promise.all([
    findSchoolById(deps.db, auth.schoolId),
    findClientSetting(deps.db, auth.schoolId),
    hiddenEntries(deps.db, auth.schoolId),
  ]);
  if (!school) throw notFound();
  const s = saved ?? DEFAULTS;
  return {
    schoolId: school.id,
    name: school.name,
    logo: school.logo,
    themeColor: s.themeColor,
    languages: s.languages as SchoolSetting["languages"],
    defaultLanguage: s.defaultLanguage as SchoolSetting["defaultLanguage"],
    loginTypes: s.loginTypes as SchoolSetting["loginTypes"],
    features: switchedOn(hidden),
  };
};

/** An administrator saves the school's client settings; the default language must be one of its languages. */
export const saveSchoolSetting = async (deps: HomeDeps, auth: AuthContext, body: SaveSchoolSetting) => {
  if (!body.languages.includes(body.defaultLanguage)) throw homeError(400, "defaultLanguageMissing");
  await saveClientSetting(
    deps.db,
    auth.schoolId,
    {
      themeColor: body.themeColor.toLowerCase(),
      languages: [...new Set(body.languages)],
      defaultLanguage: body.defaultLanguage,
      loginTypes: [...new Set(body.loginTypes)],
    },
    deps.now(),
  );
  return schoolSetting(deps, auth);
};

/**
 * GET /sys/api/setting/getSetting?domain= before signing in: the sign-in pages dress themselves for the school
 * of the domain (name, logo, theme colour, languages, sign-in ways). Read in that school's scope only.
 */
export const schoolSettingByDomain = async (deps: HomeDeps, domain: string): Promise<SchoolSetting> => {
  const schoolId = await asSystem(() => siteOfDomain(deps.db, normaliseDomain(domain)));
  if (schoolId === undefined) throw notFound();
  return runInScope(schoolsScope([schoolId], null), async () => {
    if (!(await findSchoolById(deps.db, schoolId))?.enabled) throw schoolDisabled();
    const setting = await schoolSetting(deps, { schoolId });
    // The menu areas switched on are the signed-in clients' business.
    return { ...setting, features: [] };
  });
};
