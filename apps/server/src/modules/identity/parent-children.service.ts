import type { AuthContext } from "../../platform/auth/access.ts";
import type { Db } from "../../platform/db/client.ts";
import { type Child, listChildrenOfParent } from "../org/index.ts";
import { identityError } from "./identity.messages.ts";
import { readCurrentChild, writeCurrentChild } from "./parent-children.store.ts";

export type MyChild = Child & { current: boolean };

const isParent = (ctx: AuthContext) => ctx.userType === 2;

/** The child chosen on this session if still linked, else the first: a parent always looks at one child. */
const pickCurrent = (children: ReadonlyArray<Child>, chosen: number | null): number | null =>
  children.find((c) => c.id === chosen)?.id ?? children[0]?.id ?? null;

/** GET auth/parent/children: the signed-in parent's children in this school, the current one marked. */
export const listMyChildren = async (db: Db, ctx: AuthContext): Promise<MyChild[]> => {
  if (!isParent(ctx)) return [];
  const [children, chosen] = await Promise.all([
    listChildrenOfParent(db, ctx.schoolId, ctx.userId),
    readCurrentChild(db, ctx.schoolId, ctx.sessionId),
  ]);
  const current = pickCurrent(children, chosen);
  return children.map((c) => ({ ...c, current: c.id === current }));
};

/** POST auth/parent/switchChild: look at another of one's own children, on this session only. */
export const switchChild = async (db: Db, ctx: AuthContext, studentId: number): Promise<MyChild> => {
  const children = isParent(ctx) ? await listChildrenOfParent(db, ctx.schoolId, ctx.userId) : [];
  const child = children.find((c) => c.id === studentId);
  if (!child) throw identityError(404, "childNotFound");
  await writeCurrentChild(db, ctx.schoolId, ctx.sessionId, studentId);
  return { ...child, current: true };
};

/** For other modules: the student a parent's session is looking at now (null for others, or no child). */
export const currentChildOf = async (db: Db, ctx: AuthContext): Promise<number | null> => {
  if (!isParent(ctx)) return null;
  const [children, chosen] = await Promise.all([
    listChildrenOfParent(db, ctx.schoolId, ctx.userId),
    readCurrentChild(db, ctx.schoolId, ctx.sessionId),
  ]);
  return pickCurrent(children, chosen);
};
