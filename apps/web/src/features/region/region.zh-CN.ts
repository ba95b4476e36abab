/** Texts of areas (regional bureaus): the platform's area administration; zh-CN is the reference. */
export const regionZhCN = {
  menu: {
    areas: "区域管理",
  },
  common: {
    cancel: "取消",
    save: "保存",
    failed: "操作失败，请稍后再试",
    loadFailed: "加载失败",
  },
  areas: {
    title: "区域管理",
    hint: "区域（教育局）下可有多所学校；区域站点在“学校管理”中添加。",
    add: "添加区域",
    edit: "编辑",
    search: "搜索名称或代码",
    name: "区域名称",
    nameRequired: "请输入区域名称",
    code: "代码",
    schools: "学校数",
    enabledSchools: "启用学校",
    site: "区域站点",
    noSite: "未设置",
    createdAt: "创建时间",
    actions: "操作",
    addTitle: "添加区域",
    editTitle: "编辑区域",
    saved: "已保存",
    total: "共 {{total}} 个区域",
    empty: "还没有区域",
    noMatch: "没有符合条件的区域",
  },
};

export type RegionCatalogue = typeof regionZhCN;
