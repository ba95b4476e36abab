/** Texts of the data quality monitoring of collection tasks; zh-CN is the reference. */
export const monitorZhCN = {
  page: {
    title: "数据监测",
    hint: "找出完成率偏低的采集任务、一分钟内由一人代填大量数据的情况，以及同一学生同一期重复提交的数据。",
    kind: "监测类型",
    lowCompletion: "完成率偏低",
    bulk: "集中代填",
    duplicate: "重复提交",
    threshold: "完成率低于（%）",
    minCount: "一分钟内代填不少于",
    export: "导出",
    exportFile: "数据监测",
    exported: "已导出",
    total: "共 {{total}} 条",
    empty: "暂无需要关注的数据",
    loadFailed: "监测数据加载失败",
    retry: "重试",
    forbiddenTitle: "无权查看数据监测",
    forbiddenHint: "仅管理员和拥有采集统计权限的教师可以查看。",
  },
  table: {
    task: "任务",
    scene: "场景",
    progress: "填报进度",
    rate: "完成率",
    ratePercent: "{{rate}}%",
    filledBy: "填报人",
    count: "代填数量",
    time: "时间",
    unknown: "—",
    school: "学校",
    student: "学生",
    values: "提交次数",
    identical: "内容相同",
    latest: "最近提交",
    yes: "是",
    no: "否",
  },
};

/** The shape every other language's monitoring texts must have. */
export type MonitorCatalogue = DeepStrings<typeof monitorZhCN>;
type DeepStrings<T> = { [K in keyof T]: T[K] extends string ? string : DeepStrings<T[K]> };
