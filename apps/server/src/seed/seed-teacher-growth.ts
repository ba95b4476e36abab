import {
  computeRuleSaveSchema,
  sceneSaveSchema,
  targetModelSaveSchema,
  taskSaveSchema,
} from "@eos/contracts";
import { and, eq, inArray } from "drizzle-orm";
import { taskGateOf } from "../modules/collection/index.ts";
import { changeSceneState, saveScene } from "../modules/collection/scene.service.ts";
import { publishTask, saveTask } from "../modules/collection/task.service.ts";
import { registerRuleRunJob } from "../modules/evaluation/index.ts";
import { addModel, modelDetail } from "../modules/evaluation/model.service.ts";
import { saveRule } from "../modules/evaluation/rule.service.ts";
import { addForm, releaseForm } from "../modules/forms/form-admin.service.ts";
import { submitValue } from "../modules/forms/form-value.service.ts";
import { releasedItems } from "../modules/forms/index.ts";
import { account } from "../modules/identity/identity.tables.ts";
import { teacher } from "../modules/org/org.tables.ts";
import { codesOf } from "../modules/roles/index.ts";
import type { AuthContext } from "../platform/auth/access.ts";
import { createMemoryCache } from "../platform/cache/memory-cache.ts";
import type { Db } from "../platform/db/client.ts";
import { createJobs } from "../platform/jobs/jobs.ts";

/**
 * Demo Primary School's teacher growth (SDP teaGrowth), built through the same services the console calls: a
 * teacher indicator model (师德师风 / 教学能力 / 专业发展), a weekly teacher task in a shown scene whose released
 * form each teacher fills about themself, three rules over it, and records of t001–t008 in September and
 * October 2026 (the current term). The scores come from the real batch run (the rule-run job), never written
 * by hand. Every time is fixed, so the dataset is the same on every start.
 */

type Kind = "公开课" | "论文发表" | "培训研修" | "师德表彰";
type Level = "市级" | "区级" | "校级";
type Fill = [Kind, Level, string];

/** Each teacher's records, one a week from 7 September 2026; hours count as continuing education. */
const records: Record<string, Fill[]> = {
  t001: [
    ["公开课", "区级", "《秋天的雨》公开课"],
    ["论文发表", "市级", "小学低段识字教学的实践"],
    ["培训研修", "区级", "新课标专题培训"],
    ["师德表彰", "区级", "区优秀班主任"],
    ["公开课", "校级", "单元整体教学展示课"],
    ["师德表彰", "校级", "师德标兵"],
  ],
  t002: [
    ["公开课", "校级", "《画风》教学展示"],
    ["培训研修", "校级", "班主任工作坊"],
    ["师德表彰", "校级", "学期家长满意教师"],
  ],
  t003: [
    ["论文发表", "区级", "整本书阅读的课堂组织"],
    ["公开课", "区级", "群文阅读研讨课"],
    ["培训研修", "市级", "骨干教师研修班"],
    ["师德表彰", "校级", "师德标兵"],
    ["培训研修", "校级", "信息技术应用能力提升"],
  ],
  t004: [
    ["公开课", "市级", "市级观摩课"],
    ["公开课", "区级", "区教研活动示范课"],
    ["论文发表", "区级", "作业设计的分层策略"],
    ["培训研修", "区级", "命题能力培训"],
    ["师德表彰", "区级", "区师德先进个人"],
    ["师德表彰", "校级", "优秀班主任"],
  ],
  t005: [
    ["培训研修", "校级", "新教师入职培训"],
    ["师德表彰", "校级", "家访之星"],
  ],
  t006: [
    ["公开课", "校级", "《小蝌蚪找妈妈》汇报课"],
    ["论文发表", "校级", "低年级习惯养成的班级管理"],
    ["公开课", "区级", "区青年教师赛课"],
    ["培训研修", "区级", "心理健康教育培训"],
    ["师德表彰", "校级", "师德标兵"],
  ],
  t007: [
    ["公开课", "校级", "拼音教学展示课"],
    ["培训研修", "区级", "新课标专题培训"],
    ["培训研修", "校级", "书法教学培训"],
  ],
  t008: [
    ["论文发表", "市级", "语文要素落实的课例研究"],
    ["公开课", "区级", "习作教学研讨课"],
    ["公开课", "校级", "古诗教学展示课"],
    ["师德表彰", "区级", "区优秀教师"],
    ["培训研修", "市级", "骨干教师研修班"],
  ],
};

const HOURS: Record<Kind, string> = { 公开课: "4", 论文发表: "6", 培训研修: "12", 师德表彰: "2" };

const indicators = [
  { key: "ethics", parentKey: null, name: "师德师风", weight: 30, maxScore: 30 },
  { key: "ethics-honours", parentKey: "ethics", name: "师德表现", weight: 0, maxScore: 30 },
  { key: "teaching", parentKey: null, name: "教学能力", weight: 40, maxScore: 40 },
  { key: "teaching-lessons", parentKey: "teaching", name: "课堂教学与研究", weight: 0, maxScore: 40 },
  { key: "growth", parentKey: null, name: "专业发展", weight: 30, maxScore: 30 },
  { key: "growth-training", parentKey: "growth", name: "继续教育", weight: 0, maxScore: 30 },
];

const teacherAuth = (
  schoolId: number,
  areaId: number | null,
  t: { id: number; accountId: number; name: string; isAdmin: boolean },
): AuthContext => ({
  sessionId: 0,
  accountId: t.accountId,
  schoolId,
  areaId,
  schoolType: 0,
  userId: t.id,
  userType: 0,
  roleType: "tea",
  name: t.name,
  isAdmin: t.isAdmin,
  deviceKind: "pc",
  mustChangePassword: false,
});

/** The school's administrator and teachers t001–t008, as the services see a signed-in teacher. */
const peopleOf = async (db: Db, schoolId: number, areaId: number | null, admin: string) => {
  const logins = [admin, ...Object.keys(records)];
  const rows = await db
    .select({
      id: teacher.id,
      name: teacher.name,
      isAdmin: teacher.isAdmin,
      accountId: account.id,
      login: account.loginName,
    })
    .from(account)
    .innerJoin(teacher, and(eq(teacher.schoolId, account.schoolId), eq(teacher.id, account.userId)))
    .where(and(eq(account.schoolId, schoolId), eq(account.userType, 0), inArray(account.loginName, logins)));
  const byLogin = new Map(
    rows.map((r) => [r.login, teacherAuth(schoolId, areaId, { ...r, isAdmin: r.isAdmin === 1 })]),
  );
  const get = (login: string) => {
    const auth = byLogin.get(login);
    if (!auth) throw new Error(`demo seed: no teacher ${login} in school ${schoolId}`);
    return auth;
  };
  return { admin: get(admin), teachers: Object.keys(records).map((login) => ({ login, auth: get(login) })) };
};

/** The record form, released: its item ids and option ids by name. */
const recordForm = async (db: Db, admin: AuthContext) => {
  const options = (names: string[]) => names.map((name) => ({ name }));
  const { id } = await addForm(db, admin, {
    name: "教师成长记录",
    items: [
      {
        id: "kind",
        name: "记录类型",
        type: 4,
        isNull: 1,
        optionInfos: options(["公开课", "论文发表", "培训研修", "师德表彰"]),
      },
      { id: "title", name: "名称", type: 1, isNull: 1 },
      { id: "level", name: "级别", type: 4, isNull: 1, optionInfos: options(["市级", "区级", "校级"]) },
      { id: "hours", name: "学时", type: 19, isNull: 1 },
    ],
  });
  await releaseForm(db, admin, id, "zh-CN");
  const items = (await releasedItems(db, admin.schoolId, id)) ?? [];
  const item = (name: string) => {
    const found = items.find((i) => i.name === name);
    if (!found) throw new Error(`demo seed: the record form lacks ${name}`);
    return { id: found.id, option: (o: string) => found.options.find((x) => x.name === o)?.id ?? "" };
  };
  return {
    formId: id,
    kind: item("记录类型"),
    title: item("名称"),
    level: item("级别"),
    hours: item("学时"),
  };
};

/** An option id in the formula language: conditions read numeric-looking values as numbers. */
const literal = (value: string) => (/^-?\d+(\.\d+)?$/.test(value) ? value : `'${value}'`);

export type SeededTeacherGrowth = { modelId: number; taskId: number; sceneId: number; teachers: string[] };

/** What the steps share: the seed's transaction, its clock, the permission resolver and the job queue. */
type Ctx = {
  db: Db;
  now: () => Date;
  codes: ReturnType<typeof codesOf>;
  jobs: ReturnType<typeof createJobs>;
  admin: AuthContext;
};
type RecordForm = Awaited<ReturnType<typeof recordForm>>;

/** The shown scene and its published weekly teacher task over the record form. */
const weeklyTask = async (c: Ctx, form: RecordForm) => {
  const { db, now, jobs, admin } = c;
  const scene = sceneSaveSchema.parse({
    name: "教师专业成长",
    description: "教师每周记录公开课、论文、培训与师德表彰，计入教师成长档案。",
  });
  const { id: sceneId } = await saveScene({ db, now }, admin, scene);
  const task = taskSaveSchema.parse({
    sceneId,
    name: "教师成长记录",
    formId: form.formId,
    fillerType: 0,
    subjectType: 0,
    recurrence: 2,
    description: "每周记录一项：公开课、论文发表、培训研修或师德表彰。",
  });
  const { id: taskId } = await saveTask({ db, now, jobs }, admin, task);
  await changeSceneState({ db, now }, admin, sceneId, "show", "zh-CN");
  await publishTask({ db, now, jobs }, admin, taskId);
  return { sceneId, taskId };
};

/** The teacher model and its three rules over the task (saving them queues the model's rule run). */
const teacherModel = async (c: Ctx, form: RecordForm, on: { sceneId: number; taskId: number }) => {
  const { db, now, jobs, admin } = c;
  const model = targetModelSaveSchema.parse({
    name: "教师专业成长评价",
    subjectType: 0,
    description: "师德师风、教学能力与专业发展，按教师成长记录计分。",
    periods: ["primary"],
    indicators,
  });
  const { id: modelId } = await addModel({ db, now }, admin, model);
  const ids = new Map((await modelDetail({ db, now }, admin, modelId)).indicators.map((i) => [i.name, i.id]));
  const rule = (name: string, indicator: string, config: Record<string, unknown>) =>
    saveRule(
      { db, now, jobs },
      admin,
      computeRuleSaveSchema.parse({
        modelId,
        indicatorId: ids.get(indicator),
        name,
        config: { sceneId: on.sceneId, taskIds: [on.taskId], ...config },
      }),
    );
  // The option rules count only the records of their kinds, so a record's lineage lists what gave points.
  const kindIs = (...kinds: Kind[]) =>
    kinds.map((k) => `{${form.kind.id}} == ${literal(form.kind.option(k))}`).join(" || ");
  const option = (points: Partial<Record<Kind, number>>) => ({
    kind: "option",
    itemId: form.kind.id,
    optionPoints: Object.fromEntries(Object.entries(points).map(([k, p]) => [form.kind.option(k), p])),
    condition: kindIs(...(Object.keys(points) as Kind[])),
  });
  await rule("师德表彰", "师德表现", option({ 师德表彰: 15 }));
  await rule("公开课与论文", "课堂教学与研究", option({ 公开课: 12, 论文发表: 10 }));
  await rule("继续教育学时", "继续教育", { kind: "item", itemId: form.hours.id, scale: 1, perValueMax: 12 });
  return modelId;
};

/** Seeds the school's teacher growth; `db` is the seed's transaction (the services nest savepoints in it). */
export const seedTeacherGrowth = async (
  db: Db,
  school: { id: number; areaId: number | null; admin: string },
): Promise<SeededTeacherGrowth> => {
  let clock = new Date("2026-09-04T01:30:00Z");
  const now = () => clock;
  const codes = codesOf({ db, cache: createMemoryCache() });
  const jobs = createJobs({ db, now, log: console, poll: false });
  registerRuleRunJob({ db, now, codesOf: codes }, jobs);
  const people = await peopleOf(db, school.id, school.areaId, school.admin);
  const c: Ctx = { db, now, codes, jobs, admin: people.admin };
  const form = await recordForm(db, people.admin);
  const { sceneId, taskId } = await weeklyTask(c, form);
  const modelId = await teacherModel(c, form, { sceneId, taskId });

  // One record a week (Monday 7 September 2026 onwards) per teacher, at 16:00 in Shanghai plus a few minutes each.
  const fill = { db, now, codesOf: codes, taskGate: taskGateOf({ db, now, codesOf: codes }) };
  for (const [n, { login, auth }] of people.teachers.entries()) {
    for (const [week, [kind, level, title]] of records[login].entries()) {
      clock = new Date(Date.UTC(2026, 8, 7 + week * 7, 8, n * 7));
      const items = [
        { itemId: form.kind.id, val: form.kind.option(kind) },
        { itemId: form.title.id, val: title },
        { itemId: form.level.id, val: form.level.option(level) },
        { itemId: form.hours.id, val: HOURS[kind] },
      ];
      await submitValue(fill, auth, { formId: form.formId, taskId, items }, { lang: "zh-CN", route: "seed" });
    }
  }
  // The run the rules' saves queued scores the whole term; a failed run would leave the pages empty.
  clock = new Date("2026-10-19T12:00:00Z");
  await jobs.drain();
  const failed = (await jobs.list(school.id, { page: 1, size: 10 })).list.find((j) => j.state !== "done");
  if (failed) throw new Error(`demo seed: the teacher growth run ended ${failed.state}: ${failed.error}`);
  return { modelId, taskId, sceneId, teachers: Object.keys(records) };
};
