import {
  type AppConfig,
  baseOf,
  callPlatform,
  type Directory,
  type DirectoryDept,
  type DirectoryMember,
  UpstreamError,
} from "./directory.ts";

type WecomDept = { id: number; name: string; parentid: number };
type WecomUser = { userid: string; name: string; mobile?: string; department?: number[] };

const asArray = <T>(value: unknown, call: string): T[] => {
  if (!Array.isArray(value)) throw new UpstreamError("wecom", call, null, "answered without its list");
  return value as T[];
};

/**
 * Work chat's directory through its documented calls: cgi-bin/gettoken (corp id and the app's secret),
 * cgi-bin/department/list (every department the app may see), then cgi-bin/user/list with fetch_child=1 under
 * each top department. The corp's root (parentid 0) is the school root; other tops hang under it.
 */
export const readWecomDirectory = async (app: AppConfig): Promise<Directory> => {
  const base = baseOf(app.baseUrl, "https://qyapi.weixin.qq.com");
  const tokenQuery = new URLSearchParams({ corpid: app.clientId, corpsecret: app.secret });
  const token = await callPlatform("wecom", "gettoken", `${base}/cgi-bin/gettoken?${tokenQuery}`);
  const accessToken = String(token.access_token ?? "");
  const list = await callPlatform(
    "wecom",
    "department/list",
    `${base}/cgi-bin/department/list?${new URLSearchParams({ access_token: accessToken })}`,
  );
  const depts = asArray<WecomDept>(list.department, "department/list");
  const known = new Set(depts.map((d) => d.id));
  const tops = depts.filter((d) => !known.has(d.parentid));
  const roots = new Set(depts.filter((d) => d.parentid === 0).map((d) => String(d.id)));
  const departments: DirectoryDept[] = depts
    .filter((d) => !roots.has(String(d.id)))
    .map((d) => ({
      externalId: String(d.id),
      name: d.name.trim() || String(d.id),
      parentId: known.has(d.parentid) && !roots.has(String(d.parentid)) ? String(d.parentid) : null,
    }));
  const members = new Map<string, DirectoryMember>();
  for (const top of tops) {
    const q = new URLSearchParams({
      access_token: accessToken,
      department_id: String(top.id),
      fetch_child: "1",
    });
    const users = await callPlatform("wecom", "user/list", `${base}/cgi-bin/user/list?${q}`);
    for (const u of asArray<WecomUser>(users.userlist, "user/list")) {
      members.set(u.userid, {
        linkId: u.userid,
        userId: u.userid,
        name: u.name.trim() || u.userid,
        mobile: u.mobile?.trim() || null,
        deptIds: (u.department ?? []).map(String).filter((id) => !roots.has(id)),
      });
    }
  }
  return { departments, members: [...members.values()] };
};
