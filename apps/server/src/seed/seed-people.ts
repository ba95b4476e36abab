import { roleTypeOf } from "@eos/contracts";
import { and, asc, eq } from "drizzle-orm";
import { account } from "../modules/identity/identity.tables.ts";
import { orgUnit, parent, parentStudent, student, teacher, teacherOrg } from "../modules/org/org.tables.ts";
import type { AuthContext } from "../platform/auth/access.ts";
import type { Db } from "../platform/db/client.ts";

/** A seeded school as the later steps see it: its id, area and kind of site. */
export type SeedSite = { id: number; areaId: number | null; type: number };

type Person = { userType: 0 | 1 | 2; userId: number; accountId: number; name: string; isAdmin?: boolean };

/** A signed-in person as the services see them, built from their rows: the seed acts through the services. */
export const authOf = (site: SeedSite, p: Person): AuthContext => ({
  sessionId: 0,
  accountId: p.accountId,
  schoolId: site.id,
  areaId: site.areaId,
  schoolType: site.type,
  userId: p.userId,
  userType: p.userType,
  roleType: roleTypeOf[p.userType],
  name: p.name,
  isAdmin: p.isAdmin ?? false,
  deviceKind: p.userType === 0 ? "pc" : "phone",
  mustChangePassword: false,
});

export type SeedStudent = { id: number; name: string; auth: AuthContext };
export type SeedClass = { id: number; name: string; leader: AuthContext; students: SeedStudent[] };
export type SeedParent = { auth: AuthContext; children: number[] };
export type SeedPeople = { admin: AuthContext; classes: SeedClass[]; parents: SeedParent[] };

const adminOf = async (db: Db, site: SeedSite) => {
  const [row] = await db
    .select({ userId: teacher.id, name: teacher.name, accountId: account.id })
    .from(teacher)
    .innerJoin(account, and(eq(account.schoolId, teacher.schoolId), eq(account.userId, teacher.id)))
    .where(and(eq(teacher.schoolId, site.id), eq(teacher.isAdmin, 1), eq(account.userType, 0)))
    .orderBy(asc(teacher.id))
    .limit(1);
  if (!row) throw new Error(`demo seed: school ${site.id} has no administrator`);
  return authOf(site, { ...row, userType: 0, isAdmin: true });
};

const leadersOf = async (db: Db, site: SeedSite) => {
  const rows = await db
    .select({ classId: teacherOrg.orgId, userId: teacher.id, name: teacher.name, accountId: account.id })
    .from(teacherOrg)
    .innerJoin(teacher, and(eq(teacher.schoolId, teacherOrg.schoolId), eq(teacher.id, teacherOrg.teacherId)))
    .innerJoin(account, and(eq(account.schoolId, teacher.schoolId), eq(account.userId, teacher.id)))
    .where(and(eq(teacherOrg.schoolId, site.id), eq(teacherOrg.duty, "leader"), eq(account.userType, 0)));
  return new Map(rows.map((r) => [r.classId, authOf(site, { ...r, userType: 0 })]));
};

const studentsOf = async (db: Db, site: SeedSite) => {
  const rows = await db
    .select({ classId: student.classId, userId: student.id, name: student.name, accountId: account.id })
    .from(student)
    .innerJoin(account, and(eq(account.schoolId, student.schoolId), eq(account.userId, student.id)))
    .where(and(eq(student.schoolId, site.id), eq(account.userType, 1)))
    .orderBy(asc(student.id));
  const byClass = new Map<number, SeedStudent[]>();
  for (const r of rows) {
    const list = byClass.get(r.classId) ?? [];
    list.push({ id: r.userId, name: r.name, auth: authOf(site, { ...r, userType: 1 }) });
    byClass.set(r.classId, list);
  }
  return byClass;
};

const parentsOf = async (db: Db, site: SeedSite): Promise<SeedParent[]> => {
  const rows = await db
    .select({ userId: parent.id, name: parent.name, accountId: account.id, child: parentStudent.studentId })
    .from(parent)
    .innerJoin(account, and(eq(account.schoolId, parent.schoolId), eq(account.userId, parent.id)))
    .innerJoin(
      parentStudent,
      and(eq(parentStudent.schoolId, parent.schoolId), eq(parentStudent.parentId, parent.id)),
    )
    .where(and(eq(parent.schoolId, site.id), eq(account.userType, 2)))
    .orderBy(asc(parent.id), asc(parentStudent.studentId));
  const byId = new Map<number, SeedParent>();
  for (const r of rows) {
    const known = byId.get(r.userId);
    if (known) known.children.push(r.child);
    else byId.set(r.userId, { auth: authOf(site, { ...r, userType: 2 }), children: [r.child] });
  }
  return [...byId.values()];
};

/** The school's administrator, its classes (in order) with their leaders and students, and its parents. */
export const peopleOfSchool = async (db: Db, site: SeedSite): Promise<SeedPeople> => {
  const admin = await adminOf(db, site);
  const classRows = await db
    .select({ id: orgUnit.id, name: orgUnit.name })
    .from(orgUnit)
    .where(and(eq(orgUnit.schoolId, site.id), eq(orgUnit.kind, "class")))
    .orderBy(asc(orgUnit.id));
  const leaders = await leadersOf(db, site);
  const students = await studentsOf(db, site);
  const classes = classRows.map((c) => {
    const leader = leaders.get(c.id);
    if (!leader) throw new Error(`demo seed: class ${c.name} has no class leader`);
    return { ...c, leader, students: students.get(c.id) ?? [] };
  });
  return { admin, classes, parents: await parentsOf(db, site) };
};

/** The area's administrator, on the area's own site. */
export const areaAdminOf = (db: Db, site: SeedSite) => adminOf(db, site);
