/** Texts of the area's usage statistics of its own scenes; zh-CN is the reference. */
export const usageZhCN = {
  page: {
    title: "使用统计",
    hint: "区域下发的场景在各学校的复制与使用情况，点击场景查看各校明细。",
    areaOnlyTitle: "使用统计仅面向区域管理员",
    areaOnlyHint: "请在区域站点登录后查看区域场景在各学校的使用情况。",
  },
  scenes: {
    search: "搜索场景名称",
    name: "场景",
    shelved: "已上架",
    unshelved: "未上架",
    copied: "复制学校",
    copiedOf: "{{copied}} / {{schools}} 所学校已复制",
    active: "使用学校",
    activeCount: "{{count}} 所在用",
    activeRate: "使用率",
    values: "填报数",
    total: "共 {{total}} 个场景",
    empty: "区域还没有场景",
    noMatch: "没有匹配的场景",
    loadFailed: "使用统计加载失败",
    retry: "重试",
  },
  schools: {
    title: "{{scene}}：各校使用情况",
    close: "关闭",
    filter: "使用情况",
    filterAll: "全部",
    filterUsed: "已使用",
    filterUnused: "未使用",
    school: "学校",
    copied: "是否复制",
    yes: "已复制",
    no: "未复制",
    tasks: "已发布任务",
    values: "填报数",
    lastFill: "最近填报",
    never: "—",
    total: "共 {{total}} 所学校",
    empty: "没有符合条件的学校",
    loadFailed: "各校使用情况加载失败",
    retry: "重试",
    export: "导出",
    exportFile: "使用情况",
    exported: "已导出",
  },
};

/** The shape every other language's usage texts must have. */
export type UsageCatalogue = DeepStrings<typeof usageZhCN>;
type DeepStrings<T> = { [K in keyof T]: T[K] extends string ? string : DeepStrings<T[K]> };
