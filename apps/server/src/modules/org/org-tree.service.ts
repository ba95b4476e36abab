import { Limits } from "@eos/contracts";
import type { AuthContext } from "../../platform/auth/access.ts";
import type { Db } from "../../platform/db/client.ts";
import { badRequest, notFound } from "../../platform/http/errors.ts";
import { orgError } from "./org.messages.ts";
import {
  deleteOrgUnit,
  findOrgUnit,
  insertOrgUnit,
  listOrgUnits,
  type OrgRow,
  orgUnitUsage,
  renameOrgUnit,
  setOrgSort,
} from "./org-tree.store.ts";

export type OrgNode = {
  id: number;
  pid: number;
  label: string;
  kind: string;
  sort: number;
  children: OrgNode[];
};

/** The root's missing parent is shown as -100 (SPEC 3 'Org tree node'). */
export const ROOT_PID = -100;

/** Which kind of unit may sit under which: classes under grades, departments under the school or departments. */
const allowedParents: Record<string, ReadonlyArray<string>> = {
  grade: ["school"],
  class: ["grade"],
  dept: ["school", "dept"],
};

export const buildTree = (rows: ReadonlyArray<OrgRow>): OrgNode[] => {
  const nodes = new Map<number, OrgNode>();
  for (const r of rows) {
    nodes.set(r.id, {
      id: r.id,
      pid: r.pid ?? ROOT_PID,
      label: r.name,
      kind: r.kind,
      sort: r.sort,
      children: [],
    });
  }
  const roots: OrgNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.pid === ROOT_PID ? undefined : nodes.get(node.pid);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  const order = (list: OrgNode[]) => {
    list.sort((a, b) => a.sort - b.sort || a.id - b.id);
    for (const n of list) order(n.children);
  };
  order(roots);
  return roots;
};

export const orgTree = async (db: Db, auth: AuthContext): Promise<OrgNode[]> =>
  buildTree(await listOrgUnits(db, auth.schoolId));

export const saveOrgUnit = async (
  db: Db,
  auth: AuthContext,
  input: { id?: number; pid?: number; kind?: string; name: string },
): Promise<{ id: number }> => {
  if (input.id) {
    const existing = await findOrgUnit(db, auth.schoolId, input.id);
    if (!existing) throw notFound();
    await renameOrgUnit(db, auth.schoolId, input.id, input.name);
    return { id: input.id };
  }
  if (!input.pid || !input.kind) throw badRequest("pid and kind are required to add a unit");
  const parent = await findOrgUnit(db, auth.schoolId, input.pid);
  if (!parent) throw notFound();
  if (!allowedParents[input.kind]?.includes(parent.kind)) {
    throw orgError(400, "orgKindNotAllowed", { kind: input.kind, parent: parent.kind });
  }
  if (parent.depth + 1 >= Limits.orgDepthCap) {
    throw orgError(400, "orgTooDeep", { max: Limits.orgDepthCap });
  }
  const id = await insertOrgUnit(db, {
    schoolId: auth.schoolId,
    pid: parent.id,
    kind: input.kind,
    name: input.name,
    depth: parent.depth + 1,
    entryYear: null,
  });
  return { id };
};

export const removeOrgUnit = async (db: Db, auth: AuthContext, id: number): Promise<void> => {
  const unit = await findOrgUnit(db, auth.schoolId, id);
  if (!unit) throw notFound();
  if (unit.pid === null) throw orgError(400, "orgRootFixed");
  const usage = await orgUnitUsage(db, auth.schoolId, id);
  if (usage.children > 0 || usage.students > 0) {
    throw orgError(400, "orgInUse", usage);
  }
  await db.transaction((tx) => deleteOrgUnit(tx, auth.schoolId, id));
};

export const sortOrgUnits = async (db: Db, auth: AuthContext, pid: number, ids: number[]): Promise<void> => {
  if (new Set(ids).size !== ids.length) throw badRequest("ids repeat");
  const done = await db.transaction((tx) => setOrgSort(tx, auth.schoolId, pid, ids));
  if (done !== ids.length) throw notFound();
};

/** The school's org units in a flat list, for import templates and checks. */
export const orgUnitsOfSchool = (db: Db, schoolId: number): Promise<OrgRow[]> => listOrgUnits(db, schoolId);
