import { auditZhCN } from "../features/audit/audit.zh-CN.ts";
import { accountZhCN } from "../features/auth/account.zh-CN.ts";
import { thirdPartyZhCN } from "../features/auth/thirdParty.zh-CN.ts";
import { certificateZhCN } from "../features/certificate/certificate.zh-CN.ts";
import { areaProgressZhCN } from "../features/collection/area/area.zh-CN.ts";
import { dataAppsZhCN } from "../features/collection/dataapps/dataApps.zh-CN.ts";
import { appMonitorZhCN } from "../features/collection/monitor/appMonitor.zh-CN.ts";
import { monitorZhCN } from "../features/collection/monitor/monitor.zh-CN.ts";
import { progressZhCN } from "../features/collection/progress/progress.zh-CN.ts";
import { taskImportsZhCN } from "../features/collection/progress/taskImports.zh-CN.ts";
import { scenesZhCN } from "../features/collection/scenes/scenes.zh-CN.ts";
import { taskFillersZhCN } from "../features/collection/scenes/taskFillers.zh-CN.ts";
import { usageZhCN } from "../features/collection/usage/usage.zh-CN.ts";
import { directorySyncZhCN } from "../features/directory-sync/directorySync.zh-CN.ts";
import { cultivateZhCN } from "../features/evaluation/cultivate/cultivate.zh-CN.ts";
import { evaluationZhCN } from "../features/evaluation/evaluation.zh-CN.ts";
import { passportZhCN } from "../features/evaluation/passport/passport.zh-CN.ts";
import { scoreQueryZhCN } from "../features/evaluation/summary/scoreQuery.zh-CN.ts";
import { summaryZhCN } from "../features/evaluation/summary/summary.zh-CN.ts";
import { teaGrowthZhCN } from "../features/evaluation/teacher-growth/teacherGrowth.zh-CN.ts";
import { formsFillerZhCN } from "../features/forms/filler/forms-filler.zh-CN.ts";
import { formsDesignerZhCN } from "../features/forms/forms-designer.zh-CN.ts";
import { formsDataZhCN } from "../features/forms/values/forms-data.zh-CN.ts";
import { peopleZhCN } from "../features/people/people.zh-CN.ts";
import { rolesZhCN } from "../features/roles/roles.zh-CN.ts";
import { schoolAdminZhCN } from "../features/school-admin/schoolAdmin.zh-CN.ts";
/** Simplified Chinese catalogue: the reference shape; en-US.ts must hold exactly the same keys. */
export const zhCN = {
  app: {
    name: "EOS",
    tagline: "学校教育管理平台",
  },
  lang: {
    switchTo: "English",
    switchToCode: "en",
    switchHint: "切换为英文界面",
  },
  common: {
    loading: "加载中…",
    retry: "重试",
    backHome: "返回首页",
    signIn: "登录",
    signOut: "退出登录",
    comingSoon: "即将上线",
    nothingHere: "这里还没有内容",
    nothingHereHint: "相关功能上线后会显示在这里。",
    openMenu: "打开菜单",
    closeMenu: "关闭菜单",
    pageLoadFailed: "页面加载失败，请重新加载",
    reload: "重新加载",
    back: "返回",
  },
  role: {
    label: "登录身份",
    teacher: "教师",
    student: "学生",
    parent: "家长",
  },
  school: {
    fetchFailed: "学校信息获取失败",
    fetchFailedHint: "请检查网络或学校域名后重试。",
    logoAlt: "{{school}}校徽",
  },
  portal: {
    nav: {
      label: "门户导航",
      home: "首页",
    },
    heroTitle: "欢迎来到{{school}}",
    heroSubtitle: "教师、学生与家长在这里登录，使用评价、成长档案、表单采集与家校服务。",
    cardsTitle: "选择身份登录",
    cards: {
      teacher: "教师登录",
      teacherDesc: "进入管理后台，处理评价、表单与教学事务。",
      student: "学生登录",
      studentDesc: "查看成长档案，填写任务与表单。",
      parent: "家长登录",
      parentDesc: "关注孩子成长，参与家校活动。",
    },
    footer: "© {{year}} {{school}}",
    poweredBy: "由 EOS 学校教育管理平台提供支持",
  },
  auth: {
    heading: {
      single: "学校统一登录",
      area: "区域统一登录",
      pwd: "密码登录",
      course: "课程登录",
      mobile: "登录",
    },
    tabs: {
      label: "登录方式",
      password: "账号密码登录",
      phone: "手机验证码登录",
    },
    account: "账号",
    accountPlaceholder: "请输入3-12位字母或数字",
    password: "密码",
    passwordPlaceholder: "请输入密码",
    phone: "手机号",
    phonePlaceholder: "请输入11位手机号",
    code: "验证码",
    codePlaceholder: "请输入短信验证码",
    sendCode: "获取验证码",
    resendIn: "{{seconds}}秒后重发",
    codeSent: "验证码已发送",
    submit: "登录",
    rules: {
      accountRequired: "请输入账号",
      accountFormat: "账号须为3-12位字母或数字",
      passwordRequired: "请输入密码",
      phoneRequired: "请输入手机号",
      phoneFormat: "请输入正确的11位手机号",
      codeRequired: "请输入验证码",
    },
    roleEmpty: "当前身份的用户信息为空",
    failed: "登录失败，请稍后再试",
    areaSchoolHint: "当前域名属于区域，请使用区域登录。",
    goAreaLogin: "前往区域登录",
    singleSchoolHint: "当前域名属于学校，请使用学校登录。",
    goSingleLogin: "前往学校登录",
    redirecting: "正在跳转到登录页…",
  },
  console: {
    title: "管理后台",
    expandMenu: "展开菜单",
    collapseMenu: "收起菜单",
    navLabel: "功能菜单",
    menu: {
      home: "首页",
      forms: "表单与采集",
      formDesigner: "表单设计",
      progress: "任务进度",
      collectionTasks: "采集任务",
      scenes: "场景管理",
      sceneHall: "场景大厅",
      formImport: "表单导入",
      reportForms: "报表",
      evaluation: "评价",
      evaluationModels: "评价模型",
      computeRules: "计算规则",
      scores: "学生成绩",
      passports: "成长档案",
      statistics: "统计分析",
      areaSummary: "区域评价统计",
      cultivateModels: "培养模型",
      teaGrowthModels: "教师成长模型",
      teaGrowthRecords: "教师成长档案",
      teaGrowthMine: "我的成长档案",
      people: "学生与教师",
      students: "学生管理",
      teachers: "教师管理",
      parents: "家长管理",
      clubs: "社团管理",
      organisation: "组织架构",
      schoolLife: "校园生活",
      courses: "课程与活动",
      lessons: "课堂评价",
      homeSchool: "家校活动",
      conduct: "德育评分",
      certificates: "证书管理",
      attendance: "考勤签到",
      portalApps: "门户与应用",
      portal: "学校门户",
      appCenter: "应用中心",
      nocode: "无代码应用",
      system: "系统",
      roles: "角色权限",
      auditLog: "审计日志",
      terms: "学期设置",
      monitoring: "使用监测",
      usage: "使用统计",
      monitor: "数据监测",
      dataApps: "数据应用",
    },
    userMenu: "用户菜单",
    home: {
      title: "首页",
      welcome: "{{name}}，您好",
      school: "学校",
      user: "用户",
      role: "身份",
      shortcuts: "常用功能",
      noShortcuts: "您的身份暂时没有可用的功能页面；如需使用，请联系学校管理员。",
    },
  },
  mobile: {
    tabs: {
      label: "底部导航",
      home: "首页",
      class: "班级",
      messages: "消息",
      me: "我的",
    },
    home: {
      welcome: "欢迎来到{{school}}",
      greeting: "{{name}}，您好",
      signInPrompt: "登录后查看待办、成长档案与消息。",
      signInButton: "登录",
    },
    me: {
      title: "我的",
      notSignedIn: "尚未登录",
      language: "语言",
    },
  },
  qr: {
    tab: "扫码登录",
    imageAlt: "扫码登录二维码",
    refresh: "刷新二维码",
    expiresIn: "二维码 {{seconds}} 秒后失效",
    hint: "请用已登录的手机打开扫一扫，扫描后在手机上确认",
    status: {
      loading: "正在生成二维码…",
      error: "二维码获取失败，请刷新重试",
      waiting: "请使用手机扫码登录",
      scanned: "已扫码，请在手机上确认登录",
      confirmed: "已确认，正在登录…",
      expired: "二维码已失效，请刷新",
    },
    confirm: {
      title: "确认在电脑上登录",
      question: "以下设备正在请求以您的身份登录：",
      unknownDevice: "未知浏览器",
      ip: "IP 地址：{{ip}}",
      warning: "如果这不是您本人在电脑前操作，请点击取消。",
      confirm: "确认登录",
      cancel: "取消",
      done: "已在电脑上登录",
      cancelled: "已取消本次登录",
      failed: "无法完成扫码登录",
      noTicket: "二维码无效，请在电脑上刷新后重新扫描",
    },
  },
  handoff: {
    pending: "正在为您登录…",
    failed: "登录链接不可用",
    missingCode: "链接中缺少登录凭证，请重新打开",
  },
  notFound: {
    title: "页面不存在",
    subtitle: "您访问的页面不存在或已被移动。",
  },
  api: {
    otherDevice: "您的账号已在其他设备登录，请重新登录",
    systemBusy: "系统繁忙，请稍后再试",
    systemError: "系统错误，请截图联系管理员",
    formInvalidTitle: "请检查以下内容",
    networkError: "网络连接失败，请检查网络后重试",
    status: {
      http400: "请求错误",
      http401: "未授权，请登录",
      http403: "拒绝访问",
      http404: "请求地址出错",
      http408: "请求超时",
      http500: "服务器内部错误",
      http501: "服务未实现",
      http502: "网关错误",
      http503: "服务不可用",
      http504: "网关超时",
      http505: "HTTP版本不受支持",
      other: "请求失败（{{status}}）",
    },
  },
  people: peopleZhCN,
  scenes: scenesZhCN,
  taskFillers: taskFillersZhCN,
  formsDesigner: formsDesignerZhCN,
  formsData: formsDataZhCN,
  roles: rolesZhCN,
  audit: auditZhCN,
  account: accountZhCN,
  thirdParty: thirdPartyZhCN,
  formsFiller: formsFillerZhCN,
  progress: progressZhCN,
  taskImports: taskImportsZhCN,
  areaProgress: areaProgressZhCN,
  usage: usageZhCN,
  monitor: monitorZhCN,
  appMonitor: appMonitorZhCN,
  dataApps: dataAppsZhCN,
  evaluation: evaluationZhCN,
  summary: summaryZhCN,
  scoreQuery: scoreQueryZhCN,
  cultivate: cultivateZhCN,
  teaGrowth: teaGrowthZhCN,
  passport: passportZhCN,
  certificate: certificateZhCN,
  schoolAdmin: schoolAdminZhCN,
  directorySync: directorySyncZhCN,
};

/** The catalogue's shape with every leaf a string: what each other language must provide. */
export type Catalogue = DeepStrings<typeof zhCN>;
type DeepStrings<T> = { [K in keyof T]: T[K] extends string ? string : DeepStrings<T[K]> };
