/** Texts of the Downloads page and of background exports. */
export const exportsZhCN = {
  title: "我的下载",
  menu: "我的下载",
  hint: "后台导出完成后的文件保存在这里，保留 7 天；下载链接 1 小时内有效，过期后请刷新页面获取新链接。",
  search: "按文件名搜索",
  name: "文件名",
  state: "状态",
  size: "大小",
  createdAt: "创建时间",
  expiresAt: "保留至",
  download: "下载",
  refresh: "刷新",
  states: {
    queued: "排队中",
    running: "生成中",
    done: "已完成",
    failed: "失败",
    cancelled: "已取消",
    expired: "已过期",
  },
  empty: "还没有导出的文件",
  noMatch: "没有匹配的文件",
  loadFailed: "下载列表加载失败",
  total: "共 {{total}} 个",
  background: "后台导出",
  started: "已开始后台导出，完成后可在「我的下载」中下载。",
  open: "打开我的下载",
};

export type ExportsCatalogue = typeof exportsZhCN;
