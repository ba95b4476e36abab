/** Texts of the audit log page. */
export const auditZhCN = {
  title: "审计日志",
  hint: "每次查看完整身份证号等敏感信息都会记录在此：查看人、被查看人、时间与来源地址。记录只增不改。",
  search: "搜索查看人或被查看人姓名",
  dates: "时间范围",
  at: "时间",
  actor: "操作人",
  action: "操作",
  target: "对象",
  ip: "来源地址",
  userAgent: "设备",
  empty: "还没有审计记录",
  noMatch: "没有符合条件的记录，请调整筛选条件",
  loadFailed: "审计日志加载失败",
  total: "共 {{total}} 条",
  actions: { idCardUnmask: "查看完整身份证号" },
  types: { teacher: "教师", student: "学生", parent: "家长" },
};

/** The shape every other language's audit texts must have. */
export type AuditCatalogue = DeepStrings<typeof auditZhCN>;
type DeepStrings<T> = { [K in keyof T]: T[K] extends string ? string : DeepStrings<T[K]> };
