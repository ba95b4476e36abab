import type { AuthContext, CodeResolver } from "../../platform/auth/access.ts";
import type { Db, Tx } from "../../platform/db/client.ts";
import type { FileReader } from "../files/index.ts";
import { classesOfTeacher, listChildrenOfParent, studentsByIds } from "../org/index.ts";
import { liveValueHeads, type ValueHeader } from "./form-value.store.ts";

/**
 * The student a value is about: whom it was filled for, else its student filler (a plain fill). A teacher's
 * fill about themself (a teacher task) is about no student.
 */
const studentOf = (h: ValueHeader): number | null => {
  if (h.belongUserId !== null) return h.userType === 0 && h.belongUserId === h.userId ? null : h.belongUserId;
  return h.userType === 1 ? h.userId : null;
};

/** Of these students, those the caller reads values about: themself, their children, their classes'. */
const studentsSeen = async (db: Db | Tx, auth: AuthContext, students: number[]): Promise<Set<number>> => {
  if (students.length === 0) return new Set();
  if (auth.userType === 1) return new Set([auth.userId]);
  if (auth.userType === 2)
    return new Set((await listChildrenOfParent(db as Db, auth.schoolId, auth.userId)).map((c) => c.id));
  const classes = new Set(await classesOfTeacher(db as Db, auth.schoolId, auth.userId));
  if (classes.size === 0) return new Set();
  const rows = await studentsByIds(db, auth.schoolId, students);
  return new Set(rows.filter((s) => classes.has(s.classId)).map((s) => s.id));
};

/**
 * Who reads the files of a form value: the readers of the value itself (value/byid, value/page): its filler,
 * the student it is about and that student's parents, the teachers of the student's class, and staff
 * (administrators, forms.data).
 */
export const formValueFileReader =
  (deps: { codesOf: CodeResolver }): FileReader =>
  async ({ db, auth, codes }, ids) => {
    const heads = await liveValueHeads(db, auth.schoolId, ids);
    const staff =
      auth.userType === 0 && (auth.isAdmin || (codes ?? (await deps.codesOf(auth))).has("forms.data"));
    if (staff) return heads.map((h) => h.id);
    const mine = (h: ValueHeader) => h.userId === auth.userId && h.userType === auth.userType;
    const about = [...new Set(heads.filter((h) => !mine(h)).flatMap((h) => studentOf(h) ?? []))];
    const seen = await studentsSeen(db, auth, about);
    return heads.filter((h) => mine(h) || seen.has(studentOf(h) ?? 0)).map((h) => h.id);
  };
