/** 任务“谁来填写”与定时提醒的中文文本；taskFillers.en-US.ts 与此同键。 */
export const taskFillersZhCN = {
  section: "仅限其中部分人（可选）",
  sectionHint:
    "不选择时，任务面向的所有人都可填写（所选班级的教师、学生或家长；教师任务为全体教师）。选择后，只有被选中的人填写。",
  duties: "职务",
  duty: { "1": "班主任", "2": "任课教师", "3": "管理员" },
  roles: "教师角色",
  rolesPlaceholder: "选择角色",
  rolesFailed: "角色加载失败",
  units: "组织",
  unitsPlaceholderTeacher: "选择部门、年级或班级",
  unitsPlaceholderTeacherBesideClasses: "选择部门或年级",
  unitsPlaceholderStudent: "选择年级或班级",
  people: "指定人员",
  pick: "选择人员",
  pickTitle: { "0": "选择教师", "1": "选择学生", "2": "选择家长" },
  nobody: "未指定人员",
  everyone: "所有人",
  summaryAll: "面向的所有人",
  reminders: "定时提醒",
  remindersHint: "在每期截止前提醒尚未填写的人（需要设置时间范围，或每天/每周重复）。",
  remindersPlaceholder: "不提醒",
  hoursBefore: "截止前 {{count}} 小时",
  daysBefore: "截止前 {{count}} 天",
  teacherCol: "教师",
  departmentCol: "部门",
  byDepartment: "按部门完成情况",
  noDepartment: "未分部门",
  allDepartments: "全部部门",
  departmentFilter: "部门筛选",
};

/** The shape every other language's texts must have. */
export type TaskFillersCatalogue = DeepStrings<typeof taskFillersZhCN>;
type DeepStrings<T> = { [K in keyof T]: T[K] extends string ? string : DeepStrings<T[K]> };
