import { SessionKey } from "@eos/contracts";
import type { OrgNode } from "../components/orgTree.ts";
import { type Call, errorEnvelope, mockFetch, okEnvelope, type Reply } from "./fetchMock.ts";
import { primarySchool } from "./schools.ts";
import { testSession } from "./session.ts";

/** Test support for the people pages and pickers: a signed-in teacher and a small fake API. */

export function signInAsStaff(): void {
  testSession.set(SessionKey.token, "tok");
  testSession.set(SessionKey.schoolId, "12");
  testSession.set(SessionKey.schoolInfo, JSON.stringify(primarySchool));
  testSession.set(
    SessionKey.userInfo,
    JSON.stringify({ id: 1, name: "Wang Fang", type: 0, roleType: "tea", schoolId: 12, areaId: 1 }),
  );
}

const unit = (id: number, pid: number, label: string, kind: OrgNode["kind"], children: OrgNode[] = []) => ({
  id,
  pid,
  label,
  kind,
  sort: 0,
  children,
});

/** School 1 with grades 2 and 5, classes 3, 4 and 6, and department 7. */
export const demoTree = (): OrgNode[] => [
  unit(1, -100, "Demo Primary School", "school", [
    unit(2, 1, "Grade 1", "grade", [unit(3, 2, "Class 1-1", "class"), unit(4, 2, "Class 1-2", "class")]),
    unit(5, 1, "Grade 2", "grade", [unit(6, 5, "Class 2-1", "class")]),
    unit(7, 1, "Academic Office", "dept"),
  ]),
];

/** What the signed-in staff member may do, unless a test answers getUserInfo itself: everything. */
export const staffPermissions = {
  isAdmin: true,
  roles: [{ id: null, key: "admin", name: "admin" }],
  codes: ["people.view", "people.edit", "password.reset", "org.edit", "terms.edit", "roles.manage"],
};

export const ok = (data: unknown): Reply => ({ body: okEnvelope(data) });
export const refuse = (status: number, message: string): Reply => ({
  status,
  body: errorEnvelope(status === 403 ? 403 : -1, message),
});

export type Handlers = Record<string, (call: Call) => Reply>;

/**
 * Answers "METHOD /path" (path without /api) from `handlers`; the school lookup is always answered, and so is
 * getUserInfo (with `staffPermissions`) unless a handler names it. Calls lists the calls except that one.
 */
export function fakeApi(handlers: Handlers) {
  const calls: Call[] = [];
  const mock = mockFetch((call) => {
    const path = call.url.pathname.replace(/^\/api/, "");
    const handler = handlers[`${call.init.method ?? "GET"} ${path}`];
    if (!handler && path === "/center/permissions/getUserInfo") return ok(staffPermissions);
    calls.push(call);
    if (handler) return handler(call);
    if (path.startsWith("/auth/")) return ok(primarySchool);
    return { status: 404, body: errorEnvelope(404, `no fake for ${path}`) };
  });
  return { fn: mock.fn, calls };
}

export const bodyOf = (call: Call): Record<string, unknown> =>
  JSON.parse(call.body) as Record<string, unknown>;
