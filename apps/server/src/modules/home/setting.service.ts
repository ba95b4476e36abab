import type { SaveSchoolSetting, SchoolSetting } from "@eos/contracts";
import type { AuthContext } from "../../platform/auth/access.ts";
import { notFound } from "../../platform/http/errors.ts";
import { findSchoolById } from "../school/index.ts";
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
export const schoolSetting = async (deps: HomeDeps, auth: AuthContext): Promise<SchoolSetting> => {
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
