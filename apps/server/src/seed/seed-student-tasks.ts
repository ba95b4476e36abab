import { sceneSaveSchema, taskSaveSchema } from "@eos/contracts";
import { changeSceneState, saveScene } from "../modules/collection/scene.service.ts";
import { publishTask, saveTask } from "../modules/collection/task.service.ts";
import { addForm, releaseForm } from "../modules/forms/form-admin.service.ts";
import { releasedItems } from "../modules/forms/index.ts";
import type { AuthContext } from "../platform/auth/access.ts";
import type { GrowthCtx } from "./seed-growth-context.ts";

/**
 * A school's student growth records: three released forms, one for each kind of filler (parents log their
 * child's reading, teachers check each student's conduct, students assess themselves), as three tasks of one
 * shown scene about the students of every class. Names are in both languages, as the pages show them.
 */

const options = (...names: string[]) => names.map((name) => ({ name }));

export const FORMS = {
  reading: {
    name: "家庭阅读记录 Home reading log",
    items: [
      { id: "books", name: "本学期读完的书（本） Books finished this term", type: 19, isNull: "N" },
      { id: "minutes", name: "每天阅读（分钟） Minutes read a day", type: 19, isNull: "N" },
      { id: "favourite", name: "最喜欢的书 Favourite book", type: 1, isNull: "Y" },
    ],
  },
  conduct: {
    name: "课堂表现评价 Classroom conduct check",
    items: [
      {
        id: "conduct",
        name: "课堂表现 Conduct in class",
        type: 4,
        isNull: "N",
        optionInfos: options("优秀 Excellent", "良好 Good", "合格 Fair", "待改进 Needs work"),
      },
      {
        id: "homework",
        name: "作业完成 Homework",
        type: 4,
        isNull: "N",
        optionInfos: options("按时完成 On time", "偶有拖欠 Sometimes late", "经常拖欠 Often late"),
      },
      { id: "note", name: "教师评语 Teacher's note", type: 2, isNull: "Y" },
    ],
  },
  self: {
    name: "学生自我评价 Student self-assessment",
    items: [
      {
        id: "feeling",
        name: "本学期我的表现 How I did this term",
        type: 4,
        isNull: "N",
        optionInfos: options(
          "非常满意 Very pleased",
          "满意 Pleased",
          "一般 So-so",
          "还需努力 Must try harder",
        ),
      },
      { id: "activities", name: "参加的活动（次） Activities joined", type: 19, isNull: "N" },
      { id: "goal", name: "下学期的目标 My goal for next term", type: 1, isNull: "N" },
    ],
  },
} as const;

export type FormKey = keyof typeof FORMS;

/** A released form: its id, and each item's id and option ids by the seed's own keys and names. */
export type SeededForm = {
  formId: number;
  item: (key: string) => string;
  option: (key: string, name: string) => string;
};

const releasedForm = async (c: GrowthCtx, admin: AuthContext, key: FormKey): Promise<SeededForm> => {
  const def = FORMS[key];
  const { id: formId } = await addForm(c.db, admin, { name: def.name, items: [...def.items] });
  await releaseForm(c.db, admin, formId, "zh-CN");
  const items = (await releasedItems(c.db, admin.schoolId, formId)) ?? [];
  const find = (itemKey: string) => {
    const name = def.items.find((i) => i.id === itemKey)?.name;
    const found = items.find((i) => i.name === name);
    if (!found) throw new Error(`demo seed: form ${def.name} lacks ${itemKey}`);
    return found;
  };
  const option = (itemKey: string, name: string) => {
    const id = find(itemKey).options.find((o) => o.name === name)?.id;
    if (!id) throw new Error(`demo seed: ${itemKey} of ${def.name} lacks ${name}`);
    return id;
  };
  return { formId, item: (itemKey) => find(itemKey).id, option };
};

/** Open from the first day of the term to its end, where the school is (Asia/Shanghai): open now. */
export const TASK_WINDOW = { startAt: "2026-08-31T16:00:00Z", endAt: "2027-01-31T16:00:00Z" };

const TASKS: Record<FormKey, { fillerType: 0 | 1 | 2; description: string }> = {
  reading: {
    fillerType: 2,
    description: "家长记录孩子本学期的课外阅读。 Parents log their child's reading this term.",
  },
  conduct: {
    fillerType: 0,
    description: "任课教师评价每位学生的课堂表现与作业。 Teachers rate each student's conduct and homework.",
  },
  self: {
    fillerType: 1,
    description: "学生回顾本学期并写下新目标。 Students look back on the term and set a goal.",
  },
};

export type SeededTasks = {
  sceneId: number;
  forms: Record<FormKey, SeededForm>;
  taskIds: Record<FormKey, number>;
};

/** The released forms, the shown scene and its three published tasks for every class of the school. */
export const studentTasks = async (
  c: GrowthCtx,
  admin: AuthContext,
  classIds: number[],
): Promise<SeededTasks> => {
  const deps = { db: c.db, now: c.now, jobs: c.jobs };
  const forms = {} as Record<FormKey, SeededForm>;
  for (const key of Object.keys(FORMS) as FormKey[]) forms[key] = await releasedForm(c, admin, key);
  const scene = sceneSaveSchema.parse({
    name: "学生成长记录 Student growth records",
    description: "家长、教师与学生共同记录学生本学期的成长。 Parents, teachers and students record the term.",
  });
  const { id: sceneId } = await saveScene(deps, admin, scene);
  const taskIds = {} as Record<FormKey, number>;
  for (const key of Object.keys(FORMS) as FormKey[]) {
    const task = taskSaveSchema.parse({
      sceneId,
      name: FORMS[key].name,
      formId: forms[key].formId,
      subjectType: 1,
      classIds,
      joinTimeType: 2,
      ...TASK_WINDOW,
      ...TASKS[key],
    });
    taskIds[key] = (await saveTask(deps, admin, task)).id;
  }
  await changeSceneState(deps, admin, sceneId, "show", "zh-CN");
  for (const id of Object.values(taskIds)) await publishTask(deps, admin, id);
  return { sceneId, forms, taskIds };
};
