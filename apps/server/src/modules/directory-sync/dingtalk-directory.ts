import {
  type AppConfig,
  baseOf,
  callPlatform,
  type Directory,
  type DirectoryDept,
  type DirectoryMember,
  UpstreamError,
} from "./directory.ts";

type DingDept = { dept_id: number; name: string; parent_id: number };
type DingUser = { userid: string; unionid?: string; name: string; mobile?: string; dept_id_list?: number[] };
type Page = { has_more?: boolean; next_cursor?: number; list?: DingUser[] };

/** DingTalk's root department: the corp itself, the school root here. */
const ROOT = 1;
/** Guards against a directory that never ends (a cursor that does not advance). */
const MAX_DEPTS = 20_000;
const PAGE = 100;

const post = (base: string, token: string, path: string, body: unknown) =>
  callPlatform("dingtalk", path, `${base}/${path}?${new URLSearchParams({ access_token: token })}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });

/** Every department under the root, breadth first through topapi/v2/department/listsub. */
const readDepartments = async (base: string, token: string): Promise<DingDept[]> => {
  const found: DingDept[] = [];
  const queue = [ROOT];
  while (queue.length > 0) {
    const parent = queue.shift() as number;
    const answer = await post(base, token, "topapi/v2/department/listsub", { dept_id: parent });
    if (!Array.isArray(answer.result))
      throw new UpstreamError("dingtalk", "department/listsub", null, "no list");
    for (const d of answer.result as DingDept[]) {
      found.push(d);
      queue.push(d.dept_id);
    }
    if (found.length > MAX_DEPTS) throw new UpstreamError("dingtalk", "department/listsub", null, "too many");
  }
  return found;
};

/** One department's members, a page at a time through topapi/v2/user/list (cursor paging). */
const readMembers = async (base: string, token: string, deptId: number): Promise<DingUser[]> => {
  const users: DingUser[] = [];
  for (let cursor = 0; ; ) {
    const answer = await post(base, token, "topapi/v2/user/list", { dept_id: deptId, cursor, size: PAGE });
    const page = (answer.result ?? {}) as Page;
    users.push(...(page.list ?? []));
    if (!page.has_more) return users;
    const next = Number(page.next_cursor);
    if (!Number.isFinite(next) || next <= cursor) {
      throw new UpstreamError("dingtalk", "user/list", null, "the cursor did not advance");
    }
    cursor = next;
  }
};

/**
 * Workplace messaging's directory through its documented calls: oapi gettoken (the app's key and secret),
 * topapi/v2/department/listsub from the root, and topapi/v2/user/list for the root and each department.
 * Members are keyed by their unionid, which DingTalk's sign-in names.
 */
export const readDingtalkDirectory = async (app: AppConfig): Promise<Directory> => {
  const base = baseOf(app.baseUrl, "https://oapi.dingtalk.com");
  const q = new URLSearchParams({ appkey: app.clientId, appsecret: app.secret });
  const token = String(
    (await callPlatform("dingtalk", "gettoken", `${base}/gettoken?${q}`)).access_token ?? "",
  );
  const depts = await readDepartments(base, token);
  const departments: DirectoryDept[] = depts.map((d) => ({
    externalId: String(d.dept_id),
    name: d.name.trim() || String(d.dept_id),
    parentId: d.parent_id === ROOT ? null : String(d.parent_id),
  }));
  const members = new Map<string, DirectoryMember>();
  for (const deptId of [ROOT, ...depts.map((d) => d.dept_id)]) {
    for (const u of await readMembers(base, token, deptId)) {
      const linkId = u.unionid || u.userid;
      members.set(linkId, {
        linkId,
        userId: u.userid,
        name: u.name.trim() || u.userid,
        mobile: u.mobile?.trim() || null,
        deptIds: (u.dept_id_list ?? [deptId]).filter((id) => id !== ROOT).map(String),
      });
    }
  }
  return { departments, members: [...members.values()] };
};
