import type { Db } from "../../platform/db/client.ts";
import { classLabel } from "./class-label.ts";
import type { ImportProblem } from "./import-sheet.ts";
import { listOrgUnits } from "./org-tree.store.ts";
import { ledClassIds } from "./people-import.store.ts";
import type { TeacherImportRow } from "./teacher-import.rows.ts";

/** The class duties one imported teacher takes: the class they lead and the classes they teach in. */
export type ClassDuties = { leads: number | null; teaches: number[] };

/** Class names to ids: a class is found by its own name or as people write it with its grade ("一年级1班"). */
const classIdsByName = async (db: Db, schoolId: number): Promise<Map<string, number[]>> => {
  const units = await listOrgUnits(db, schoolId);
  const gradeName = new Map(units.filter((u) => u.kind === "grade").map((u) => [u.id, u.name]));
  const byName = new Map<string, number[]>();
  const add = (name: string, id: number) => {
    const ids = byName.get(name) ?? [];
    if (!ids.includes(id)) byName.set(name, [...ids, id]);
  };
  for (const c of units.filter((u) => u.kind === "class")) {
    add(c.name, c.id);
    add(classLabel(gradeName.get(c.pid ?? -1) ?? "", c.name), c.id);
  }
  return byName;
};

/**
 * Resolves each row's class leader and teaching classes against the school's classes. A class that already
 * has a leader, or that two rows both lead, is a problem: an import never silently replaces a class leader.
 */
export const resolveClassDuties = async (
  db: Db,
  schoolId: number,
  rows: TeacherImportRow[],
  problems: ImportProblem[],
): Promise<Map<number, ClassDuties>> => {
  const duties = new Map<number, ClassDuties>();
  if (!rows.some((r) => r.leads || r.teaches.length)) return duties;
  const [byName, led] = await Promise.all([classIdsByName(db, schoolId), ledClassIds(db, schoolId)]);
  const leaderRow = new Map<number, number>();
  const find = (row: number, column: "leads" | "teaches", name: string): number | null => {
    const ids = byName.get(name) ?? [];
    if (ids.length === 1) return ids[0];
    problems.push({ row, column, code: ids.length ? "ambiguous" : "unknownClass", value: name });
    return null;
  };
  for (const r of rows) {
    const leads = r.leads ? find(r.row, "leads", r.leads) : null;
    if (leads !== null && led.has(leads))
      problems.push({ row: r.row, column: "leads", code: "classHasLeader", value: r.leads });
    else if (leads !== null && leaderRow.has(leads))
      problems.push({ row: r.row, column: "leads", code: "duplicate", value: String(leaderRow.get(leads)) });
    if (leads !== null) leaderRow.set(leads, r.row);
    const teaches = r.teaches.map((name) => find(r.row, "teaches", name)).filter((id) => id !== null);
    duties.set(r.row, { leads, teaches });
  }
  return duties;
};

/** The teacher_org rows of the resolved duties, for the teachers the import created (in row order). */
export const dutyRowsOf = (
  schoolId: number,
  rows: TeacherImportRow[],
  teacherIds: number[],
  duties: Map<number, ClassDuties>,
) =>
  rows.flatMap((r, i) => {
    const d = duties.get(r.row);
    if (!d) return [];
    const lead = d.leads === null ? [] : [{ orgId: d.leads, duty: "leader", subject: "" }];
    const teach = d.teaches.map((orgId) => ({ orgId, duty: "subject", subject: r.subject }));
    return [...lead, ...teach].map((x) => ({ schoolId, teacherId: teacherIds[i], ...x }));
  });
