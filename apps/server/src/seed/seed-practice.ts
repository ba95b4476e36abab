import { orgTree, saveActivity, saveScores, setActivityOpened, signUp } from "../modules/practice/index.ts";
import type { Db } from "../platform/db/client.ts";
import { peopleOfSchool, type SeedSite } from "./seed-people.ts";

/**
 * Practice activities in one school, through the services: a campus clean-up for the first class (20 places,
 * 12 signed up, 8 scored), a library day for its grade opened by hand (10 places, full), and a tree-planting
 * week open from a week ago for two months (no limit, a few signed up). Answers how many sign-ups were made.
 */
const dayOf = (now: Date, days: number) =>
  new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10);

export const seedPractice = async (db: Db, site: SeedSite, now = new Date()): Promise<number> => {
  const { admin, classes } = await peopleOfSchool(db, site);
  const klass = classes.find((c) => c.students.length >= 20);
  if (!klass) return 0;
  const deps = { db, now: () => now };
  const grade = (await orgTree(db, site.id)).find((g) => g.children.some((c) => c.id === klass.id));
  const cleanUp = await saveActivity(deps, admin, {
    name: "校园清洁志愿服务",
    description: "周五下午清扫操场与花坛，分组完成后拍照记录。",
    maxNum: 20,
    joinTimeType: 0,
    orgIds: [klass.id],
    tasks: [
      { name: "分组清扫", content: "按小组清扫操场与花坛" },
      { name: "活动记录", content: "拍照并写下 100 字感想" },
    ],
  });
  const library = await saveActivity(deps, admin, {
    name: "社区图书馆整理日",
    description: "到社区图书馆整理书架、为低年级读者讲故事。",
    maxNum: 10,
    joinTimeType: 1,
    orgIds: [grade?.id ?? klass.id],
    tasks: [{ name: "整理书架", content: "按编号整理儿童读物" }],
  });
  await setActivityOpened(deps, admin, library.id, true);
  const trees = await saveActivity(deps, admin, {
    name: "植树节实践周",
    description: "与家长一起种下一棵树，记录它的成长。",
    maxNum: 0,
    joinTimeType: 2,
    // From a week ago for two months: a window a student sees as this spring's, not a decade.
    joinStart: `${dayOf(now, -7)} 00:00`,
    joinEnd: `${dayOf(now, 60)} 23:59`,
    orgIds: [klass.id],
  });
  let made = 0;
  const join = async (activityId: number, students: typeof klass.students) => {
    for (const s of students) {
      await signUp(deps, s.auth, activityId);
      made++;
    }
  };
  await join(cleanUp.id, klass.students.slice(0, 12));
  await join(library.id, klass.students.slice(0, 10));
  await join(trees.id, klass.students.slice(12, 16));
  const scores = [92, 85.5, 78, 88, 95, 67, 73.5, 81];
  await saveScores(deps, admin, {
    activityId: cleanUp.id,
    scores: klass.students.slice(0, 8).map((s, i) => ({ studentId: s.id, score: scores[i], comment: "" })),
  });
  return made;
};
