import type { FastifyRequest } from "fastify";

export type Lang = "zh-CN" | "en-US";

/** Server-side messages, both languages. Keys are stable; texts pinned by CONTRACT.md must not change. */
const messages = {
  schoolFetchFailed: { "zh-CN": "学校信息获取失败", "en-US": "school information fetch failed" },
  systemBusy: { "zh-CN": "系统繁忙，请稍后再试", "en-US": "system busy, please try later" },
  notFound: { "zh-CN": "请求的地址不存在", "en-US": "no such address" },
  recordNotFound: { "zh-CN": "记录不存在", "en-US": "no such record" },
  badRequest: { "zh-CN": "请求参数错误：{detail}", "en-US": "bad request: {detail}" },
  badJson: { "zh-CN": "请求体不是合法的 JSON", "en-US": "the request body is not valid JSON" },
  bodyTooLarge: {
    "zh-CN": "请求体过大（上限 {limit} 字节）",
    "en-US": "request body too large (limit {limit} bytes)",
  },
  unsupportedMediaType: { "zh-CN": "不支持的请求内容类型", "en-US": "unsupported content type" },
  nulCharacter: {
    "zh-CN": "{field} 含有空字符（NUL），请删除后重试",
    "en-US": "{field} holds a NUL character, which no text may contain",
  },
  multipartCutShort: {
    "zh-CN": "上传的内容不完整（请求在文件传完之前结束），请重新上传",
    "en-US": "the upload was cut short (the request ended before its file did); please send it again",
  },
  tooManyRequests: { "zh-CN": "请求过于频繁，请稍后再试", "en-US": "too many requests, please try later" },
  tokenInvalid: {
    "zh-CN": "登录已失效，请重新登录",
    "en-US": "your session has expired, please sign in again",
  },
  tokenLoggedOut: {
    "zh-CN": "您已退出登录，请重新登录",
    "en-US": "you have signed out, please sign in again",
  },
  tokenReplaced: {
    "zh-CN": "您的账号已在其他设备登录，请重新登录",
    "en-US": "Your account is logged in on another device, please log in again",
  },
  wrongPassword: { "zh-CN": "账号或密码错误", "en-US": "wrong account or password" },
  accountLocked: {
    "zh-CN": "密码错误次数过多，账号已锁定，请于{time}后再试",
    "en-US": "too many wrong passwords: the account is locked until {time}",
  },
  authorizationCodeInvalid: {
    "zh-CN": "授权码无效或已过期",
    "en-US": "the authorization code is invalid or expired",
  },
  smsTooOften: {
    "zh-CN": "验证码发送过于频繁，请稍后再试",
    "en-US": "codes were requested too often, please try later",
  },
  smsCodeInvalid: { "zh-CN": "验证码错误或已过期", "en-US": "the code is wrong or has expired" },
  smsUnavailable: { "zh-CN": "短信服务未配置", "en-US": "no SMS service is configured" },
  orgKindNotAllowed: {
    "zh-CN": "不能在{parent}下添加{kind}",
    "en-US": "a {kind} cannot be added under a {parent}",
  },
  orgTooDeep: { "zh-CN": "组织层级不能超过{max}级", "en-US": "the org tree is at most {max} levels deep" },
  orgRootFixed: { "zh-CN": "学校根节点不能删除", "en-US": "the school itself cannot be deleted" },
  orgInUse: {
    "zh-CN": "该组织下还有{children}个下级和{students}名学生，请先移走",
    "en-US": "this unit still holds {children} units and {students} students; move them first",
  },
  accountTaken: { "zh-CN": "该账号已被使用", "en-US": "this account name is already taken" },
  accountFormat: { "zh-CN": "账号须为3-12位字母或数字", "en-US": "an account is 3 to 12 letters or digits" },
  cannotDeleteSelf: { "zh-CN": "不能删除自己", "en-US": "you cannot delete yourself" },
  classRequired: { "zh-CN": "请选择一个班级", "en-US": "choose a class" },
  studentNoTaken: { "zh-CN": "学号已存在", "en-US": "this student number is already taken" },
  parentPhoneTaken: {
    "zh-CN": "该手机号已是本校家长",
    "en-US": "a parent of this school already has this phone",
  },
  parentLinkExists: {
    "zh-CN": "该家长已关联此学生",
    "en-US": "this parent is already linked to this student",
  },
  qrTicketInvalid: {
    "zh-CN": "二维码已失效，请在电脑上刷新后重新扫描",
    "en-US": "this QR code has expired, refresh it on the computer and scan again",
  },
  qrOtherSchool: { "zh-CN": "该二维码属于其他学校", "en-US": "this QR code belongs to another school" },
  oneTimeCodeInvalid: {
    "zh-CN": "链接已失效或已被使用，请重新打开",
    "en-US": "this link has expired or was already used, please open it again",
  },
  redirectNotAllowed: {
    "zh-CN": "不允许跳转到该地址",
    "en-US": "redirecting to this address is not allowed",
  },
  jumpNotAllowed: {
    "zh-CN": "只有区域管理员可以切换到本区域的学校",
    "en-US": "only an area administrator may switch, and only to a school of their own area",
  },
  dateRangeInvalid: {
    "zh-CN": "开始日期须早于结束日期",
    "en-US": "the start date must be before the end date",
  },
  termOutsideYear: {
    "zh-CN": "学期须在学年（{start}至{end}）之内",
    "en-US": "a term must lie within its school year ({start} to {end})",
  },
  weakPassword: {
    "zh-CN": "新密码太容易被猜到，请换一个更复杂的密码",
    "en-US": "the new password is too easy to guess, choose another",
  },
  passwordUnchanged: {
    "zh-CN": "新密码不能与原密码相同",
    "en-US": "the new password must differ from the current one",
  },
  oldPasswordWrong: { "zh-CN": "原密码错误", "en-US": "the current password is wrong" },
  passwordNotSet: {
    "zh-CN": "该账号尚未设置密码，请通过手机验证码设置",
    "en-US": "this account has no password yet; set one with a phone code",
  },
  mustChangePassword: {
    "zh-CN": "请先修改密码后再继续使用",
    "en-US": "please change your password before going on",
  },
  noAccountForPhone: {
    "zh-CN": "该手机号在本校没有此身份的账号",
    "en-US": "this phone has no account of this role in this school",
  },
  childNotFound: { "zh-CN": "未找到该孩子", "en-US": "no such child of yours" },
  notAreaSite: { "zh-CN": "请在区域站点使用此功能", "en-US": "this works only on an area's own site" },
  areaPassInvalid: {
    "zh-CN": "区域登录已失效，请重新登录",
    "en-US": "your area sign-in has expired, please sign in again",
  },
  noRolesInArea: {
    "zh-CN": "该手机号在本区域没有可用的身份",
    "en-US": "this phone holds no role in this area",
  },
  roleNotAvailable: { "zh-CN": "无法以该身份登录", "en-US": "this role is not available to you" },
  import_required: { "zh-CN": "{column}不能为空", "en-US": "{column} cannot be empty" },
  import_tooLong: { "zh-CN": "{column}过长", "en-US": "{column} is too long" },
  import_format: { "zh-CN": "{column}格式不正确：{value}", "en-US": "{column} is not valid: {value}" },
  import_accountFormat: {
    "zh-CN": "{column}须为3-12位字母或数字：{value}",
    "en-US": "{column} must be 3 to 12 letters or digits: {value}",
  },
  import_duplicate: { "zh-CN": "{column}与第{value}行重复", "en-US": "{column} repeats row {value}" },
  import_exists: { "zh-CN": "{column}已存在：{value}", "en-US": "{column} already exists: {value}" },
  import_unknownClass: { "zh-CN": "没有这个班级：{value}", "en-US": "no such class: {value}" },
  import_ambiguous: {
    "zh-CN": "有多个同名班级：{value}",
    "en-US": "several classes have this name: {value}",
  },
  import_missingColumn: { "zh-CN": "缺少列：{column}", "en-US": "missing column: {column}" },
  import_unreadable: {
    "zh-CN": "无法读取文件，请上传 .xlsx 文件",
    "en-US": "the file cannot be read; upload an .xlsx file",
  },
  import_tooManyRows: { "zh-CN": "一次最多导入{value}行", "en-US": "at most {value} rows at a time" },
  import_empty: { "zh-CN": "文件中没有数据行", "en-US": "the file has no data rows" },
  missingToken: { "zh-CN": "请先登录", "en-US": "please sign in first" },
  roleNameTaken: { "zh-CN": "角色名称已存在", "en-US": "a role with this name exists" },
  grantAboveScope: {
    "zh-CN": "不能授予超出自身范围的权限",
    "en-US": "you cannot grant permissions you do not hold",
  },
  thirdPartyCodeInvalid: {
    "zh-CN": "第三方登录凭证无效或已过期（40029），请重新登录",
    "en-US": "the sign-in code is invalid or expired (40029), please sign in again",
  },
  thirdPartyNotBound: {
    "zh-CN": "该第三方账号未绑定本校账号，请先用账号密码登录或联系管理员",
    "en-US": "this third-party account is not bound to an account of this school",
  },
  thirdPartyUnavailable: {
    "zh-CN": "第三方登录服务暂不可用，请稍后再试",
    "en-US": "the sign-in provider is unavailable, please try later",
  },
  thirdPartyNotConfigured: {
    "zh-CN": "本校未配置该第三方登录",
    "en-US": "this sign-in provider is not configured for the school",
  },
  thirdPartyRedirectRefused: {
    "zh-CN": "回调地址不被允许",
    "en-US": "the return address is not allowed",
  },
  formValue_notReleased: {
    "zh-CN": "该表单尚未发布，暂不能填写",
    "en-US": "this form has not been released yet and cannot be filled",
  },
  formValue_notYours: {
    "zh-CN": "只能修改或删除自己填写的数据",
    "en-US": "you may only change or delete what you filled in yourself",
  },
  formValue_keyReused: {
    "zh-CN": "Idempotency-Key 已用于另一份不同的提交，请换一个新的 Key",
    "en-US": "this Idempotency-Key was already used for a different request; send a new key",
  },
  formValue_visitorClosed: {
    "zh-CN": "该表单不允许访客填写",
    "en-US": "this form does not take submissions from visitors",
  },
  formValue_studentsOutOfScope: {
    "zh-CN": "只能为本人任教或担任班主任的班级学生代填：{ids}",
    "en-US": "you may fill in only for students of classes you lead or teach: {ids}",
  },
  formValue_studentsUnknown: {
    "zh-CN": "本校没有这些学生：{ids}",
    "en-US": "no such students in this school: {ids}",
  },
  file_tooLarge: {
    "zh-CN": "文件过大（{kind}上限 {limit}）",
    "en-US": "the file is too large ({kind} limit {limit})",
  },
  file_kindMismatch: {
    "zh-CN": "文件内容与要求的类型不符（需要{expected}，实际为{actual}）",
    "en-US": "the file's content is not what this field takes (expected {expected}, got {actual})",
  },
  file_missing: { "zh-CN": "请选择要上传的文件", "en-US": "no file was sent" },
  file_notArchive: { "zh-CN": "该文件不是 zip 压缩包", "en-US": "this file is not a zip archive" },
  file_snapshotUnavailable: {
    "zh-CN": "该文件暂不支持生成预览图",
    "en-US": "no preview image is available for this file",
  },
  file_linkExpired: { "zh-CN": "文件链接无效或已过期", "en-US": "the file link is invalid or has expired" },
  xlsx_entries: {
    "zh-CN": "表格文件包含的部件过多（上限 {limit} 个），已拒绝",
    "en-US": "the spreadsheet holds too many parts (at most {limit}); it was refused",
  },
  xlsx_total: {
    "zh-CN": "表格文件解压后过大（上限 {limit} MB），已拒绝",
    "en-US": "the spreadsheet unpacks to more than {limit} MB; it was refused",
  },
  xlsx_ratio: {
    "zh-CN": "表格文件的压缩比超过 {limit}:1，疑似压缩炸弹，已拒绝",
    "en-US": "the spreadsheet is compressed more than {limit}:1, as a zip bomb is; it was refused",
  },
  xlsx_size: {
    "zh-CN": "表格文件中有部件解压后超出其声明的大小，已拒绝",
    "en-US": "a part of the spreadsheet unpacks to more than its header declares; it was refused",
  },
  formValue_fileUnknown: {
    "zh-CN": "{name}的文件不存在或不可使用，请重新上传",
    "en-US": "{name}: a file is missing or cannot be used here; please upload it again",
  },
  formImport_noColumns: {
    "zh-CN": "第一行没有本表单的字段名，请使用下载的模板",
    "en-US": "the first row names none of this form's items; please use the downloaded template",
  },
  formImport_noRows: { "zh-CN": "文件中没有数据行", "en-US": "the file has no data rows" },
  formImport_tooManyRows: {
    "zh-CN": "一次最多导入{max}行",
    "en-US": "at most {max} rows can be imported at once",
  },
  formImport_unknownOption: {
    "zh-CN": "{name}没有名为“{value}”的选项",
    "en-US": '{name} has no option named "{value}"',
  },
  formImport_unknownColumns: {
    "zh-CN": "以下列不是本表单的字段，已忽略：{names}",
    "en-US": "these columns are not items of this form and were ignored: {names}",
  },
  formImport_notDone: { "zh-CN": "导入尚未完成", "en-US": "the import has not finished yet" },
  formImport_running: {
    "zh-CN": "导入正在进行，完成后才能删除",
    "en-US": "the import is running; it can be deleted once it has finished",
  },
  formImport_noStudentNo: {
    "zh-CN": "导入到任务时第一列须为“学号”，请使用下载的模板",
    "en-US": 'importing into a task needs a "Student no." column first; please use the downloaded template',
  },
  formImport_taskTeachersOnly: {
    "zh-CN": "只能导入到由教师填写的任务；学生或家长填写的任务须由本人填写",
    "en-US": "only tasks that teachers fill can be imported into; students and parents fill their own tasks",
  },
  formImport_unknownStudent: {
    "zh-CN": "学号“{no}”不存在",
    "en-US": 'no student has the student no. "{no}"',
  },
  formImport_studentOutside: {
    "zh-CN": "学号“{no}”的学生不在任务面向的班级中",
    "en-US": 'the student with student no. "{no}" is not in the task\'s classes',
  },
  forbidden: { "zh-CN": "没有权限访问", "en-US": "access denied" },
  schoolMismatch: { "zh-CN": "无权访问该学校的数据", "en-US": "this school is not allowed for your sign-in" },
} as const satisfies Record<string, Record<Lang, string>>;

export type MessageKey = keyof typeof messages;

export const languageOf = (req: Pick<FastifyRequest, "headers">): Lang => {
  const header = req.headers["accept-language"];
  const first = (Array.isArray(header) ? header[0] : header)?.split(",")[0]?.trim().toLowerCase() ?? "";
  return first.startsWith("en") ? "en-US" : "zh-CN";
};

export const translate = (
  lang: Lang,
  key: MessageKey,
  params: Record<string, string | number> = {},
): string => fillParams(messages[key][lang], params);

/** Puts params into a message's {name} placeholders; unknown placeholders stay as they are. */
export const fillParams = (text: string, params: Record<string, string | number> = {}): string =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
