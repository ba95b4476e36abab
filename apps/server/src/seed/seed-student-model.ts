import { computeRuleSaveSchema, type RuleConfig, targetModelSaveSchema } from "@eos/contracts";
import { addModel, listModels, modelDetail } from "../modules/evaluation/model.service.ts";
import { pushModel } from "../modules/evaluation/model-push.service.ts";
import { saveRule } from "../modules/evaluation/rule.service.ts";
import type { AuthContext } from "../platform/auth/access.ts";
import type { GrowthCtx } from "./seed-growth-context.ts";
import type { SeededTasks } from "./seed-student-tasks.ts";

/**
 * The student evaluation model (品德发展 / 阅读与学习 / 自主发展) and the rules that score it from the growth
 * records. The area writes the model and pushes it to its schools, as a district does; the single school,
 * in no area, writes the same model itself. Each school then adds its own rules on its copy.
 */

export const MODEL_NAME = "学生综合素质评价 Student all-round growth";

const indicators = [
  { key: "character", parentKey: null, name: "品德发展 Character", weight: 40, maxScore: 100 },
  { key: "conduct", parentKey: "character", name: "课堂表现 Classroom conduct", weight: 0, maxScore: 100 },
  { key: "learning", parentKey: null, name: "阅读与学习 Reading and learning", weight: 30, maxScore: 100 },
  { key: "reading", parentKey: "learning", name: "家庭阅读 Home reading", weight: 0, maxScore: 100 },
  { key: "growth", parentKey: null, name: "自主发展 Self-development", weight: 30, maxScore: 100 },
  { key: "self", parentKey: "growth", name: "自我评价 Self-assessment", weight: 0, maxScore: 60 },
  { key: "activities", parentKey: "growth", name: "活动参与 Activities", weight: 0, maxScore: 40 },
];

/** An indicator's name by the seed's key. */
export const indicatorName = (key: string) => indicators.find((i) => i.key === key)?.name ?? key;

const model = targetModelSaveSchema.parse({
  name: MODEL_NAME,
  subjectType: 1,
  description:
    "按家长、教师与学生的成长记录计分。 Scored from the growth records of parents, teachers and students.",
  indicators,
});

/** The area's model, pushed to every school of the area. */
export const pushAreaModel = async (c: GrowthCtx, areaAdmin: AuthContext) => {
  const deps = { db: c.db, now: c.now, jobs: c.jobs };
  const { id } = await addModel(deps, areaAdmin, model);
  await pushModel(deps, areaAdmin, { id, schoolIds: [] });
};

/** The school's copy of the area's model, or (outside an area) a model of its own. */
const schoolModel = async (c: GrowthCtx, admin: AuthContext, pushed: boolean) => {
  const deps = { db: c.db, now: c.now };
  if (!pushed) return (await addModel(deps, admin, model)).id;
  const models = await listModels(deps, admin, { page: 1, size: 20, subjectType: 1 });
  const copy = models.list.find((m) => m.name === MODEL_NAME && m.pushed);
  if (!copy) throw new Error(`demo seed: school ${admin.schoolId} did not get the area's model`);
  return copy.id;
};

/** The model's rules over the tasks; saving them queues the model's run for the term (drained later). */
export const studentModel = async (
  c: GrowthCtx,
  admin: AuthContext,
  t: SeededTasks,
  pushed: boolean,
): Promise<{ modelId: number; indicatorIds: Map<string, number> }> => {
  const deps = { db: c.db, now: c.now, jobs: c.jobs };
  const modelId = await schoolModel(c, admin, pushed);
  const byName = new Map((await modelDetail(deps, admin, modelId)).indicators.map((i) => [i.name, i.id]));
  const indicatorIds = new Map(indicators.map((i) => [i.key, byName.get(i.name) as number]));
  const rule = (name: string, key: string, task: keyof SeededTasks["taskIds"], config: Partial<RuleConfig>) =>
    saveRule(
      deps,
      admin,
      computeRuleSaveSchema.parse({
        modelId,
        indicatorId: indicatorIds.get(key),
        name,
        config: { sceneId: t.sceneId, taskIds: [t.taskIds[task]], ...config },
      }),
    );
  const points = (form: keyof SeededTasks["forms"], item: string, byName: Record<string, number>) => ({
    kind: "option" as const,
    itemId: t.forms[form].item(item),
    optionPoints: Object.fromEntries(
      Object.entries(byName).map(([name, p]) => [t.forms[form].option(item, name), p]),
    ),
    aggregate: "latest" as const,
  });
  const { reading, self } = t.forms;
  await rule("课堂表现等级 Conduct rating", "conduct", "conduct", {
    ...points("conduct", "conduct", {
      "优秀 Excellent": 100,
      "良好 Good": 85,
      "合格 Fair": 70,
      "待改进 Needs work": 55,
    }),
  });
  await rule("读完的书 Books finished", "reading", "reading", {
    kind: "item",
    itemId: reading.item("books"),
    scale: 10,
    perValueMax: 100,
    aggregate: "latest",
  });
  await rule("自我评价 Self-assessment", "self", "self", {
    ...points("self", "feeling", {
      "非常满意 Very pleased": 60,
      "满意 Pleased": 52,
      "一般 So-so": 44,
      "还需努力 Must try harder": 36,
    }),
  });
  await rule("活动次数 Activities joined", "activities", "self", {
    kind: "item",
    itemId: self.item("activities"),
    scale: 8,
    perValueMax: 40,
    aggregate: "latest",
  });
  return { modelId, indicatorIds };
};
