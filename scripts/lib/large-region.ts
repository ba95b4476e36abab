import type { GradePlan, SchoolPlan, SeededSchool } from "@eos/server/src/seed/seed-school.ts";

/** What seed:large builds: one area and its schools, each sized to about the requested number of students. */
export type LargeOptions = {
  schools: number;
  studentsPerSchool: number;
  areaName: string;
  seed: number;
  /** School days of attendance before today (two points a day for every student); 0 for none. */
  attendanceDays: number;
};

export const AREA_DOMAIN = "large-area.demo";

const CLASS_MIN = 30;
const CLASS_MAX = 45;
const CLASS_MEAN = (CLASS_MIN + CLASS_MAX) / 2;

const PRIMARY_GRADES = ["一年级", "二年级", "三年级", "四年级", "五年级", "六年级"];
const MIDDLE_GRADES = ["七年级", "八年级", "九年级"];
const PRIMARY_SUBJECTS = ["语文", "数学", "英语"];
const MIDDLE_SUBJECTS = ["语文", "数学", "英语", "物理"];

const width = (total: number) => Math.max(3, String(total).length);
const numbered = (i: number, total: number) => String(i).padStart(width(total), "0");

export const schoolDomain = (i: number, total: number): string => `school-${numbered(i, total)}.large.demo`;

export const regionDomains = (total: number): string[] => [
  AREA_DOMAIN,
  ...Array.from({ length: total }, (_, k) => schoolDomain(k + 1, total)),
];

const clamp = (n: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, n));

/** Class count and a size range centred on the mean that hits the target, inside 30–45 per class. */
export const classSizing = (students: number): { classes: number; range: [number, number] } => {
  const classes = Math.max(1, Math.round(students / CLASS_MEAN));
  const mean = Math.round(students / classes);
  return { classes, range: [clamp(mean - 4, CLASS_MIN, CLASS_MAX), clamp(mean + 4, CLASS_MIN, CLASS_MAX)] };
};

/** Spreads classes over the grades, earlier grades taking the remainder; grades with no class are left out. */
export const spreadClasses = (gradeNames: string[], classes: number): GradePlan[] => {
  const used = Math.min(gradeNames.length, classes);
  return gradeNames.slice(0, used).map((name, g) => ({
    name,
    entryYear: 2026 - g,
    classes: Math.floor(classes / used) + (g < classes % used ? 1 : 0),
  }));
};

/** Every third school is a middle school, so that the region holds both kinds as real ones do. */
export const schoolPlan = (i: number, options: LargeOptions, areaId: number): SchoolPlan => {
  const middle = i % 3 === 0;
  const { classes, range } = classSizing(options.studentsPerSchool);
  return {
    name: `${options.areaName} ${middle ? "Middle" : "Primary"} School ${numbered(i, options.schools)}`,
    domain: schoolDomain(i, options.schools),
    type: 0,
    areaId,
    loginType: 1,
    grades: spreadClasses(middle ? MIDDLE_GRADES : PRIMARY_GRADES, classes),
    studentsPerClass: range,
    subjects: middle ? MIDDLE_SUBJECTS : PRIMARY_SUBJECTS,
    adminAccount: "admin",
    // Teacher phones distinct across the region and apart from the 139… range seedSchool gives parents.
    phonePrefix: `136${numbered(i, options.schools)}`,
  };
};

export const areaSitePlan = (options: LargeOptions, areaId: number): SchoolPlan => ({
  name: options.areaName,
  domain: AREA_DOMAIN,
  type: 1,
  areaId,
  loginType: 1,
  grades: [],
  studentsPerClass: [CLASS_MIN, CLASS_MAX],
  subjects: [],
  adminAccount: "areaadmin",
  phonePrefix: "1370",
});

/** Rows seedSchool wrote, table by table, derived from its plan and counts rather than counted again. */
export const rowsWritten = (plan: SchoolPlan, seeded: SeededSchool): number => {
  const { classes, teachers, students, parents } = seeded.counts;
  const grades = plan.grades.length;
  const extraSubjects = Math.max(0, plan.subjects.length - 1);
  const schoolAndTerms = 1 + 2 + 4;
  const orgUnits = 1 + 3 + grades + classes;
  const duties = 1 + classes + classes * extraSubjects + grades * extraSubjects;
  const people = teachers + students + parents + students; // parent_student has a row per student
  const accounts = teachers + students + parents;
  return schoolAndTerms + orgUnits + duties + people + accounts;
};
