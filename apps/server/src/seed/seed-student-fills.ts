import { taskGateOf } from "../modules/collection/index.ts";
import { submitForStudents, submitValue } from "../modules/forms/form-value.service.ts";
import type { AuthContext } from "../platform/auth/access.ts";
import type { Random } from "./random.ts";
import type { GrowthCtx } from "./seed-growth-context.ts";
import type { SeedClass, SeedPeople, SeedStudent } from "./seed-people.ts";
import type { SeededTasks } from "./seed-student-tasks.ts";

/**
 * Fills of the school's student tasks, each at its own moment of September to November 2026, through the same
 * submissions the pages make. The first class, whose people `npm start` names, is well under way: its leader
 * has rated most students, and some students and parents have filled theirs; in every other class the first
 * student is rated. So every task's completion is partial, and every class has scores. The first student of
 * the first class (the demo's student) is rated excellent and their parent has logged their reading, but
 * their self-assessment is open; the parent of two (the demo's parent) has logged nothing yet: both to-dos
 * are never empty. A submission costs tens of milliseconds on PGlite, hence so few: the seed runs at every start.
 */

const FIRST_CLASS = { rated: 0.75, self: 0.25, reading: 0.25 };
const opts = { lang: "zh-CN" as const, route: "seed" };

/** A moment between Monday 7 September and Friday 20 November 2026, 08:00–19:59 in Shanghai. */
const someDay = (rnd: Random) =>
  new Date(Date.UTC(2026, 8, 7 + rnd.int(0, 74), rnd.int(0, 11), rnd.int(0, 59)));

const BOOKS = [
  "《夏洛的网》 Charlotte's Web",
  "《小王子》 The Little Prince",
  "《草房子》 The Straw House",
  "《西游记》 Journey to the West",
  "《昆虫记》 The Insect World",
];
const GOALS = [
  "每天阅读半小时 Read for half an hour a day",
  "上课多举手发言 Speak up more in class",
  "按时完成作业 Hand in homework on time",
  "坚持每周跑步 Go running every week",
];
const RATINGS = [
  {
    conduct: "优秀 Excellent",
    homework: "按时完成 On time",
    upTo: 0.35,
    note: "专注认真。 Focused and keen.",
  },
  { conduct: "良好 Good", homework: "按时完成 On time", upTo: 0.75, note: "表现稳定。 Steady work." },
  { conduct: "合格 Fair", homework: "偶有拖欠 Sometimes late", upTo: 0.93, note: "" },
  { conduct: "待改进 Needs work", homework: "经常拖欠 Often late", upTo: 1, note: "" },
];
const FEELINGS = ["非常满意 Very pleased", "满意 Pleased", "一般 So-so", "还需努力 Must try harder"];

type FillDeps = Parameters<typeof submitValue>[0];
type Fill = { c: GrowthCtx; deps: FillDeps; t: SeededTasks };

/** A teacher rates these students with one rating, in one submission (as the class's page lets them). */
const rateAs = async (f: Fill, by: AuthContext, studentIds: number[], rating: number) => {
  const form = f.t.forms.conduct;
  const r = RATINGS[rating];
  f.c.at(someDay(f.c.rnd));
  const items = [
    { itemId: form.item("conduct"), val: form.option("conduct", r.conduct) },
    { itemId: form.item("homework"), val: form.option("homework", r.homework) },
    { itemId: form.item("note"), val: r.note },
  ];
  const input = { formId: form.formId, taskId: f.t.taskIds.conduct, items, studentIds };
  await submitForStudents(f.deps, by, input, opts);
};

/** The leader rates these students (the first excellent), one submission for all who got the same rating. */
const rate = async (f: Fill, klass: SeedClass, students: SeedStudent[]) => {
  const groups = RATINGS.map(() => [] as number[]);
  for (const [i, s] of students.entries()) {
    const roll = i === 0 ? 0 : f.c.rnd.next();
    groups[RATINGS.findIndex((r) => roll < r.upTo)].push(s.id);
  }
  for (const [i, ids] of groups.entries()) if (ids.length > 0) await rateAs(f, klass.leader, ids, i);
};

/** A student assesses themself. */
const assess = async (f: Fill, s: SeedStudent) => {
  const form = f.t.forms.self;
  const { rnd } = f.c;
  f.c.at(someDay(rnd));
  const items = [
    { itemId: form.item("feeling"), val: form.option("feeling", FEELINGS[rnd.int(0, 3)]) },
    { itemId: form.item("activities"), val: String(rnd.int(0, 6)) },
    { itemId: form.item("goal"), val: rnd.pick(GOALS) },
  ];
  await submitValue(f.deps, s.auth, { formId: form.formId, taskId: f.t.taskIds.self, items }, opts);
};

/** A parent logs the reading of the child they look at first (their first child). */
const logReading = async (f: Fill, parent: SeedPeople["parents"][number], books?: number) => {
  const form = f.t.forms.reading;
  const { rnd } = f.c;
  f.c.at(someDay(rnd));
  const items = [
    { itemId: form.item("books"), val: String(books ?? rnd.int(2, 12)) },
    { itemId: form.item("minutes"), val: String(5 * rnd.int(3, 12)) },
    { itemId: form.item("favourite"), val: rnd.pick(BOOKS) },
  ];
  const input = { formId: form.formId, taskId: f.t.taskIds.reading, items };
  await submitValue(f.deps, parent.auth, input, opts);
};

/** The first class: most students rated, a quarter of the students and parents done. */
const fillFirstClass = async (f: Fill, klass: SeedClass, parents: SeedPeople["parents"]) => {
  const { rnd } = f.c;
  const [first, ...others] = klass.students;
  if (!first) return;
  await rate(f, klass, [first, ...others.filter(() => rnd.next() < FIRST_CLASS.rated)]);
  for (const s of others) if (rnd.next() < FIRST_CLASS.self) await assess(f, s);
  const seats = new Set(klass.students.map((s) => s.id));
  for (const p of parents) {
    if (!seats.has(p.children[0]) || p.children.length > 1) continue;
    if (p.children[0] === first.id) await logReading(f, p, 9);
    else if (rnd.next() < FIRST_CLASS.reading) await logReading(f, p);
  }
};

export const fillStudentTasks = async (c: GrowthCtx, t: SeededTasks, people: SeedPeople) => {
  const gate = taskGateOf({ db: c.db, now: c.now, codesOf: c.codes });
  // One deps object for every fill: the forms module compiles each released form once per deps.
  const f: Fill = { c, t, deps: { db: c.db, now: c.now, codesOf: c.codes, taskGate: gate } };
  const [firstClass, ...others] = people.classes;
  if (firstClass) await fillFirstClass(f, firstClass, people.parents);
  // Elsewhere only the first student is rated so far, entered by the school's office for every class at once.
  const firsts = others.flatMap((k) => (k.students[0] ? [k.students[0].id] : []));
  for (const rating of [0, 1]) {
    const ids = firsts.filter((_, i) => i % 2 === rating);
    if (ids.length > 0) await rateAs(f, people.admin, ids, rating);
  }
};
