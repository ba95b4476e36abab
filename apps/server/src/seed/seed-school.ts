import { and, eq } from "drizzle-orm";
import { account } from "../modules/identity/identity.tables.ts";
import { orgUnit, parent, parentStudent, student, teacher, teacherOrg } from "../modules/org/org.tables.ts";
import { school, schoolYear, term } from "../modules/school/school.tables.ts";
import type { Tx } from "../platform/db/client.ts";
import { chineseName, parentName } from "./names.ts";
import type { Random } from "./random.ts";

export type GradePlan = { name: string; entryYear: number; classes: number };

export type SchoolPlan = {
  name: string;
  domain: string;
  type: 0 | 1;
  areaId: number | null;
  loginType: number;
  grades: GradePlan[];
  studentsPerClass: [number, number];
  subjects: string[];
  /** Parents who also have a child here (a parent with children in two schools): the same phone and name. */
  sharedParents?: { phone: string; name: string }[];
  adminAccount: string;
  phonePrefix: string;
};

export type SeededSchool = {
  id: number;
  domain: string;
  admin: string;
  teacher?: { account: string; name: string; className: string };
  student?: { account: string; name: string; className: string };
  parent?: { phone: string; name: string; children: string[] };
  teacherParentPhone?: string;
  counts: { classes: number; teachers: number; students: number; parents: number };
};

const BATCH = 1000;
const chunks = <T>(rows: T[]): T[][] => {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += BATCH) out.push(rows.slice(i, i + BATCH));
  return out;
};

/** Multi-row insert returning ids in insertion order, in batches the drivers accept. */
// biome-ignore lint/suspicious/noExplicitAny: any seeded table with an id column; rows are checked by the driver
type SeedTable = any;

const insertIds = async (tx: Tx, table: SeedTable, rows: object[]): Promise<number[]> => {
  const ids: number[] = [];
  for (const part of chunks(rows)) {
    const got = (await tx.insert(table).values(part).returning({ id: table.id })) as { id: number }[];
    ids.push(...got.map((r) => r.id));
  }
  return ids;
};

const insertAll = async (tx: Tx, table: SeedTable, rows: object[]): Promise<void> => {
  for (const part of chunks(rows)) await tx.insert(table).values(part);
};

const seedTerms = async (tx: Tx, schoolId: number) => {
  const years = await insertIds(tx, schoolYear, [
    { schoolId, name: "2025-2026学年", startDate: "2025-09-01", endDate: "2026-08-31" },
    { schoolId, name: "2026-2027学年", startDate: "2026-09-01", endDate: "2027-08-31" },
  ]);
  await insertAll(tx, term, [
    {
      schoolId,
      schoolYearId: years[0],
      name: "2025-2026学年第一学期",
      stime: "2025-09-01",
      etime: "2026-01-31",
    },
    {
      schoolId,
      schoolYearId: years[0],
      name: "2025-2026学年第二学期",
      stime: "2026-02-01",
      etime: "2026-08-31",
    },
    {
      schoolId,
      schoolYearId: years[1],
      name: "2026-2027学年第一学期",
      stime: "2026-09-01",
      etime: "2027-01-31",
      isNow: true,
    },
    {
      schoolId,
      schoolYearId: years[1],
      name: "2026-2027学年第二学期",
      stime: "2027-02-01",
      etime: "2027-08-31",
    },
  ]);
};

/** A parent is the mother or the father of all their children, in every school: it follows from their phone. */
const relationOf = (phone: string) => (Number(phone.at(-1)) % 2 === 0 ? "mother" : "father");

/** Seeds one school: terms, org tree, teachers, students, parents and their sign-in accounts. */
export const seedSchool = async (
  tx: Tx,
  plan: SchoolPlan,
  rnd: Random,
  passwordHash: string,
): Promise<SeededSchool> => {
  const [schoolId] = await insertIds(tx, school, [
    { name: plan.name, domain: plan.domain, type: plan.type, areaId: plan.areaId, loginType: plan.loginType },
  ]);
  await seedTerms(tx, schoolId);
  const [rootId] = await insertIds(tx, orgUnit, [{ schoolId, kind: "school", name: plan.name, depth: 0 }]);
  const depts = await insertIds(tx, orgUnit, [
    { schoolId, pid: rootId, kind: "dept", name: "校长室", sort: 90, depth: 1 },
    { schoolId, pid: rootId, kind: "dept", name: "教务处", sort: 91, depth: 1 },
    { schoolId, pid: rootId, kind: "dept", name: "德育处", sort: 92, depth: 1 },
  ]);
  const gradeIds = await insertIds(
    tx,
    orgUnit,
    plan.grades.map((g, i) => ({
      schoolId,
      pid: rootId,
      kind: "grade",
      name: g.name,
      sort: i,
      depth: 1,
      entryYear: g.entryYear,
    })),
  );
  const classPlans = plan.grades.flatMap((g, gi) =>
    Array.from({ length: g.classes }, (_, ci) => ({ grade: g, gradeId: gradeIds[gi], gi, ci })),
  );
  const classIds = await insertIds(
    tx,
    orgUnit,
    classPlans.map((c) => ({
      schoolId,
      pid: c.gradeId,
      kind: "class",
      name: `${c.grade.name}(${c.ci + 1})班`,
      sort: c.ci,
      depth: 2,
      entryYear: c.grade.entryYear,
    })),
  );

  // Teachers: the administrator, a class leader per class, and subject teachers per grade.
  type TeacherRow = { name: string; account: string; phone: string; isAdmin: number; subject: string | null };
  const teachers: TeacherRow[] = [];
  const phone = (n: number) => `${plan.phonePrefix}${String(n).padStart(11 - plan.phonePrefix.length, "0")}`;
  const addTeacher = (isAdmin: number, subject: string | null) => {
    const seq = teachers.length;
    const row = {
      name: chineseName(rnd),
      account: seq === 0 ? plan.adminAccount : `t${String(seq).padStart(3, "0")}`,
      phone: phone(seq + 1),
      isAdmin,
      subject,
    };
    teachers.push(row);
    return seq;
  };
  addTeacher(1, null);
  const leaderOf = classIds.map(() => addTeacher(0, plan.subjects[0] ?? null));
  const subjectTeachers = plan.grades.map(() =>
    plan.subjects.slice(1).map((s) => ({ s, t: addTeacher(0, s) })),
  );
  const teacherIds = await insertIds(
    tx,
    teacher,
    teachers.map((t) => ({
      schoolId,
      name: t.name,
      phone: t.phone,
      isAdmin: t.isAdmin,
      subject: t.subject,
      gender: rnd.int(1, 2),
    })),
  );
  const duties: object[] = [
    { schoolId, teacherId: teacherIds[0], orgId: depts[0], duty: "member" },
    ...classIds.map((orgId, i) => ({
      schoolId,
      teacherId: teacherIds[leaderOf[i]],
      orgId,
      duty: "leader",
      subject: plan.subjects[0] ?? "",
    })),
    ...classPlans.flatMap((c, i) =>
      subjectTeachers[c.gi].map(({ s, t }) => ({
        schoolId,
        teacherId: teacherIds[t],
        orgId: classIds[i],
        duty: "subject",
        subject: s,
      })),
    ),
    ...subjectTeachers
      .flat()
      .map(({ t }) => ({ schoolId, teacherId: teacherIds[t], orgId: depts[1], duty: "member" })),
  ];
  await insertAll(tx, teacherOrg, duties);

  // Students, numbered by entry year, class and seat.
  type StudentRow = { name: string; no: string; account: string; classIdx: number };
  const students: StudentRow[] = [];
  classPlans.forEach((c, i) => {
    const size = rnd.int(plan.studentsPerClass[0], plan.studentsPerClass[1]);
    for (let seat = 1; seat <= size; seat++) {
      const cls = String(c.ci + 1).padStart(2, "0");
      const no = `${c.grade.entryYear}${String(c.gi + 1).padStart(2, "0")}${cls}${String(seat).padStart(2, "0")}`;
      students.push({ name: chineseName(rnd), no, account: `s${no.slice(2)}`, classIdx: i });
    }
  });
  const studentIds = await insertIds(
    tx,
    student,
    students.map((s) => ({
      schoolId,
      name: s.name,
      studentNo: s.no,
      classId: classIds[s.classIdx],
      gender: rnd.int(1, 2),
    })),
  );

  // Parents: one per student, except every 12th student is the sibling of the one before.
  type ParentRow = { name: string; phone: string; children: number[] };
  const parents: ParentRow[] = [];
  const shared = [...(plan.sharedParents ?? [])];
  students.forEach((s, i) => {
    if (i % 12 === 11 && parents.length > 0) {
      parents[parents.length - 1].children.push(i);
      return;
    }
    // 139 + school id (3 digits) + sequence (5 digits): unique across up to 999 schools of 99,999 students.
    const own = `139${String(schoolId).padStart(3, "0")}${String(i + 1).padStart(5, "0")}`;
    const name = parentName(rnd, s.name);
    const known = shared.shift();
    parents.push({ name: known?.name ?? name, phone: known?.phone ?? own, children: [i] });
  });
  // One teacher is also a parent here: a class leader whose phone signs in as both.
  const teacherParent = parents[Math.min(parents.length - 1, 5)];
  if (teacherParent && teachers.length > 1) teachers[1].phone = teacherParent.phone;
  if (teacherParent && teachers.length > 1) {
    await tx
      .update(teacher)
      .set({ phone: teacherParent.phone })
      .where(and(eq(teacher.schoolId, schoolId), eq(teacher.id, teacherIds[1])));
  }
  const parentIds = await insertIds(
    tx,
    parent,
    parents.map((p) => ({ schoolId, name: p.name, phone: p.phone })),
  );
  await insertAll(
    tx,
    parentStudent,
    parents.flatMap((p, pi) =>
      p.children.map((c) => ({
        schoolId,
        parentId: parentIds[pi],
        studentId: studentIds[c],
        relation: relationOf(p.phone),
      })),
    ),
  );

  await insertAll(tx, account, [
    ...teachers.map((t, i) => ({
      schoolId,
      userType: 0,
      userId: teacherIds[i],
      loginName: t.account,
      phone: t.phone,
      passwordHash,
    })),
    ...students.map((s, i) => ({
      schoolId,
      userType: 1,
      userId: studentIds[i],
      loginName: s.account,
      passwordHash,
    })),
    ...parents.map((p, i) => ({
      schoolId,
      userType: 2,
      userId: parentIds[i],
      loginName: p.phone,
      phone: p.phone,
      passwordHash,
    })),
  ]);

  const firstClass = classPlans.length > 0 ? `${classPlans[0].grade.name}(1)班` : "";
  const sibling = parents.find((p) => p.children.length > 1);
  return {
    id: schoolId,
    domain: plan.domain,
    admin: plan.adminAccount,
    teacher: leaderOf.length
      ? { account: teachers[1].account, name: teachers[1].name, className: firstClass }
      : undefined,
    student: students[0]
      ? { account: students[0].account, name: students[0].name, className: firstClass }
      : undefined,
    parent: sibling
      ? { phone: sibling.phone, name: sibling.name, children: sibling.children.map((c) => students[c].name) }
      : undefined,
    teacherParentPhone: teacherParent?.phone,
    counts: {
      classes: classIds.length,
      teachers: teachers.length,
      students: students.length,
      parents: parents.length,
    },
  };
};
