import type { FastifyInstance } from "fastify";

/** A work-chat department: id 1 with parentid 0 is the corp itself. */
export type WecomDept = { id: number; name: string; parentid: number; order?: number };
export type WecomUser = { userid: string; name: string; mobile?: string; department: number[] };
/** A DingTalk department: the root (dept_id 1) is never listed, only listed under. */
export type DingDept = { dept_id: number; name: string; parent_id: number };
export type DingUser = {
  userid: string;
  unionid: string;
  name: string;
  mobile?: string;
  dept_id_list: number[];
};

/** What the platforms' directories hold; tests change it between syncs. */
export type FakeDirectory = {
  wecom: { departments: WecomDept[]; users: WecomUser[] };
  dingtalk: { departments: DingDept[]; users: DingUser[]; pageSize?: number };
};

export const emptyDirectory = (): FakeDirectory => ({
  wecom: { departments: [], users: [] },
  dingtalk: { departments: [], users: [] },
});

type Q = { Querystring: Record<string, string> };

const subtreeOf = (depts: WecomDept[], top: number): Set<number> => {
  const ids = new Set([top]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const d of depts)
      if (!ids.has(d.id) && ids.has(d.parentid)) {
        ids.add(d.id);
        grew = true;
      }
  }
  return ids;
};

const wecomDirectory = (app: FastifyInstance, dir: FakeDirectory) => {
  const badToken = { errcode: 40014, errmsg: "invalid access_token" };
  // cgi-bin/department/list: the department and all below it (every department when no id is given).
  app.get<Q>("/cgi-bin/department/list", async (req) => {
    if (req.query.access_token !== "wecom-at") return badToken;
    const all = dir.wecom.departments;
    const top = req.query.id ? Number(req.query.id) : undefined;
    const ids = top === undefined ? undefined : subtreeOf(all, top);
    return { errcode: 0, errmsg: "ok", department: all.filter((d) => !ids || ids.has(d.id)) };
  });
  // cgi-bin/user/list: a department's members in detail; fetch_child=1 includes those of its sub-departments.
  app.get<Q>("/cgi-bin/user/list", async (req) => {
    if (req.query.access_token !== "wecom-at") return badToken;
    const top = Number(req.query.department_id);
    if (!dir.wecom.departments.some((d) => d.id === top))
      return { errcode: 60003, errmsg: "department not found" };
    const ids = req.query.fetch_child === "1" ? subtreeOf(dir.wecom.departments, top) : new Set([top]);
    const userlist = dir.wecom.users.filter((u) => u.department.some((d) => ids.has(d)));
    return { errcode: 0, errmsg: "ok", userlist };
  });
};

const dingtalkDirectory = (app: FastifyInstance, dir: FakeDirectory, secret: string) => {
  const tokenOk = (q: Record<string, string>) => q.access_token === "ding-at";
  const badToken = { errcode: 88, errmsg: "invalid access_token" };
  // oapi gettoken with the app's key and secret.
  app.get<Q>("/gettoken", async (req) =>
    req.query.appsecret === secret && req.query.appkey
      ? { errcode: 0, errmsg: "ok", access_token: "ding-at", expires_in: 7200 }
      : { errcode: 40089, errmsg: "invalid appkey or appsecret" },
  );
  // topapi/v2/department/listsub: the departments directly under one (the root is 1).
  app.post<Q & { Body: { dept_id?: number } }>("/topapi/v2/department/listsub", async (req) => {
    if (!tokenOk(req.query)) return badToken;
    const parent = Number(req.body?.dept_id ?? 1);
    const result = dir.dingtalk.departments.filter((d) => d.parent_id === parent);
    return { errcode: 0, errmsg: "ok", request_id: "r", result };
  });
  // topapi/v2/user/list: one department's members in detail, a page at a time (cursor, size <= 100).
  app.post<Q & { Body: { dept_id: number; cursor: number; size: number } }>(
    "/topapi/v2/user/list",
    async (req) => {
      if (!tokenOk(req.query)) return badToken;
      const { dept_id, cursor, size } = req.body;
      if (!(size >= 1 && size <= 100)) return { errcode: 40035, errmsg: "invalid size" };
      const members = dir.dingtalk.users.filter((u) => u.dept_id_list.includes(Number(dept_id)));
      const take = Math.min(size, dir.dingtalk.pageSize ?? size);
      const list = members.slice(cursor, cursor + take);
      const next = cursor + list.length;
      const has_more = next < members.length;
      return {
        errcode: 0,
        errmsg: "ok",
        result: { has_more, ...(has_more ? { next_cursor: next } : {}), list },
      };
    },
  );
};

/**
 * The documented directory calls of work chat (cgi-bin/department/list, cgi-bin/user/list) and of
 * workplace messaging (oapi gettoken, topapi/v2/department/listsub, topapi/v2/user/list with cursor paging),
 * on the same loopback fake as the sign-in endpoints.
 */
export const registerDirectoryFakes = (
  app: FastifyInstance,
  dir: FakeDirectory,
  secrets: { dingtalk: string },
): void => {
  wecomDirectory(app, dir);
  dingtalkDirectory(app, dir, secrets.dingtalk);
};
