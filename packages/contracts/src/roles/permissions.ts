/**
 * The catalogue of page and button permission codes (SPEC 6). A custom teacher role holds a subset;
 * school administrators hold them all. Labels are here so that server and web name a code the same way.
 */
export const permissionCatalogue = [
  {
    area: "people",
    label: { "zh-CN": "师生管理", "en-US": "People" },
    codes: [
      { code: "people.view", label: { "zh-CN": "查看师生", "en-US": "View teachers and students" } },
      { code: "people.edit", label: { "zh-CN": "编辑师生", "en-US": "Add, edit and delete people" } },
      { code: "password.reset", label: { "zh-CN": "重置密码", "en-US": "Reset passwords" } },
      {
        code: "people.unmask",
        label: { "zh-CN": "查看完整身份证号（留痕）", "en-US": "Show full ID card numbers (audited)" },
      },
    ],
  },
  {
    area: "org",
    label: { "zh-CN": "组织架构", "en-US": "Organisation" },
    codes: [{ code: "org.edit", label: { "zh-CN": "编辑组织与职务", "en-US": "Edit units and duties" } }],
  },
  {
    area: "school",
    label: { "zh-CN": "学校设置", "en-US": "School settings" },
    codes: [{ code: "terms.edit", label: { "zh-CN": "编辑学期", "en-US": "Edit terms" } }],
  },
  {
    area: "forms",
    label: { "zh-CN": "表单", "en-US": "Forms" },
    codes: [
      { code: "forms.design", label: { "zh-CN": "设计与发布表单", "en-US": "Design and release forms" } },
      {
        code: "forms.data",
        label: {
          "zh-CN": "查看、导出、导入与删除表单数据",
          "en-US": "View, export, import and delete form data",
        },
      },
    ],
  },
  {
    area: "collection",
    label: { "zh-CN": "数据采集", "en-US": "Data collection" },
    codes: [
      {
        code: "collection.manage",
        label: { "zh-CN": "管理场景与任务", "en-US": "Manage scenes and tasks" },
      },
      {
        code: "collection.stats",
        label: { "zh-CN": "查看完成统计并催办", "en-US": "See completion and send reminders" },
      },
    ],
  },
  {
    area: "evaluation",
    label: { "zh-CN": "评价", "en-US": "Evaluation" },
    codes: [
      {
        code: "evaluation.manage",
        label: { "zh-CN": "管理指标模型与计算规则", "en-US": "Manage indicator models and scoring rules" },
      },
      {
        code: "evaluation.scores",
        label: { "zh-CN": "查看全校学生成绩", "en-US": "See every student's scores" },
      },
      {
        code: "evaluation.certificates",
        label: { "zh-CN": "管理证书、印章与颁发", "en-US": "Manage certificates, stamps and awards" },
      },
      {
        code: "evaluation.teacherGrowth",
        label: { "zh-CN": "查看全校教师成长档案", "en-US": "See every teacher's growth record" },
      },
      {
        // SDP "other settings" (SPEC 6): the school's evaluation settings from the passport pages.
        code: "OtherSet",
        label: {
          "zh-CN": "其他设置（当前评价模型、排名可见）",
          "en-US": "Other settings (current evaluation model, rank visibility)",
        },
      },
      {
        code: "OtherSetStuCodeSync",
        label: { "zh-CN": "同步学生学号", "en-US": "Sync student numbers" },
      },
    ],
  },
  {
    area: "consent",
    label: { "zh-CN": "监护人同意", "en-US": "Guardian consent" },
    codes: [
      {
        code: "consent.view",
        label: { "zh-CN": "查看全校监护人同意记录", "en-US": "See every student's guardian consent" },
      },
    ],
  },
  {
    area: "health",
    label: { "zh-CN": "晨检与健康", "en-US": "Health checks" },
    codes: [
      {
        code: "health.record",
        label: { "zh-CN": "为全校学生录入晨检", "en-US": "Record any class's morning health check" },
      },
      {
        code: "health.view",
        label: {
          "zh-CN": "查看全校健康数据、预警与导出（留痕）",
          "en-US": "See every student's health data, alerts and exports (audited)",
        },
      },
    ],
  },
  {
    area: "attendance",
    label: { "zh-CN": "考勤", "en-US": "Attendance" },
    codes: [
      {
        code: "attendance.view",
        label: {
          "zh-CN": "查看全校考勤统计与大屏，审批全校请假",
          "en-US": "See the whole school's attendance counts and boards, and decide any class's leave",
        },
      },
    ],
  },
  {
    area: "course",
    label: { "zh-CN": "课程与社团", "en-US": "Courses and clubs" },
    codes: [
      {
        code: "course.manage",
        label: {
          "zh-CN": "管理学科、课程类型、课程、负责人与社团",
          "en-US": "Manage subjects, course types, courses, leaders and clubs",
        },
      },
    ],
  },
  {
    area: "practice",
    label: { "zh-CN": "实践活动", "en-US": "Practice activities" },
    codes: [
      {
        code: "practice.manage",
        label: {
          "zh-CN": "创建、开放和删除实践活动，为参与学生评分",
          "en-US": "Create, open and remove practice activities and score their participants",
        },
      },
    ],
  },
  {
    area: "system",
    label: { "zh-CN": "系统管理", "en-US": "System" },
    codes: [
      { code: "roles.manage", label: { "zh-CN": "管理角色", "en-US": "Manage roles" } },
      { code: "audit.view", label: { "zh-CN": "查看审计日志", "en-US": "View the audit log" } },
    ],
  },
] as const;

export type PermissionCode = (typeof permissionCatalogue)[number]["codes"][number]["code"];

export const permissionCodes: ReadonlyArray<PermissionCode> = permissionCatalogue.flatMap((a) =>
  a.codes.map((c) => c.code),
);

export const isPermissionCode = (value: string): value is PermissionCode =>
  (permissionCodes as ReadonlyArray<string>).includes(value);

/** Roles every school has, derived from who a person is: never stored, never edited. */
export const systemRoleKeys = ["admin", "leader", "teacher", "student", "parent"] as const;
export type SystemRoleKey = (typeof systemRoleKeys)[number];

export type PermissionEntry = {
  code: PermissionCode;
  area: string;
  label: { "zh-CN": string; "en-US": string };
};

/** The catalogue, flat: one entry per code with its area. */
export const permissionEntries: ReadonlyArray<PermissionEntry> = permissionCatalogue.flatMap((a) =>
  a.codes.map((c): PermissionEntry => ({ code: c.code, area: a.area, label: c.label })),
);
