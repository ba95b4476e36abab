import type { ControlCode, SystemFieldCode } from "../model/codes.ts";
import type { ValueKind } from "../values/encoding.ts";

/** The palette groups of the designer. */
export type Category =
  | "basic"
  | "choice"
  | "dateTime"
  | "media"
  | "people"
  | "layout"
  | "advanced"
  | "system";

/** How a value shows when the item is read-only (Query state, detail pages, exports). */
export type ReadOnlyDisplay =
  | "text"
  | "multiline"
  | "number"
  | "percent"
  | "date"
  | "datetime"
  | "optionNames"
  | "cascadeNames"
  | "files"
  | "members"
  | "location"
  | "region"
  | "masked"
  | "stars"
  | "records"
  | "children"
  | "static"
  | "none";

type Row = [zh: string, en: string, category: Category, value: ValueKind, readOnly: ReadOnlyDisplay];

/** One row per control code of SPEC 3. Layout controls hold children but no value. */
export const CONTROL_TABLE: Record<ControlCode, Row> = {
  1: ["单行文本", "Single-line text", "basic", "text", "text"],
  2: ["多行文本", "Multi-line text", "basic", "text", "multiline"],
  3: ["日期时间", "Date and time", "dateTime", "datetime", "datetime"],
  4: ["单选", "Radio", "choice", "option", "optionNames"],
  5: ["多选", "Checkbox", "choice", "options", "optionNames"],
  6: ["图片上传", "Image upload", "media", "jsonList", "files"],
  8: ["描述文字", "Description text", "basic", "none", "static"],
  9: ["定位", "Location", "advanced", "jsonObject", "location"],
  10: ["成员选择", "Member picker", "people", "jsonList", "members"],
  14: ["邮箱", "Email", "basic", "text", "text"],
  15: ["手机号", "Phone", "basic", "text", "masked"],
  16: ["下拉单选", "Select list", "choice", "option", "optionNames"],
  17: ["下拉多选", "Multi-select list", "choice", "options", "optionNames"],
  19: ["整数", "Integer", "basic", "integer", "number"],
  20: ["小数", "Decimal", "basic", "number", "number"],
  21: ["百分比", "Percent", "basic", "number", "percent"],
  22: ["日期", "Date", "dateTime", "date", "date"],
  25: ["省市区", "Province, city and district", "advanced", "jsonList", "region"],
  26: ["邮编", "Postcode", "basic", "text", "text"],
  27: ["身份证", "ID card", "basic", "text", "masked"],
  28: ["音频", "Audio", "media", "jsonList", "files"],
  29: ["视频", "Video", "media", "jsonList", "files"],
  30: ["数据处理", "Data processing", "advanced", "text", "text"],
  31: ["附件", "Attachment", "media", "jsonList", "files"],
  32: ["分组表单", "Group form", "advanced", "group", "records"],
  34: ["级联单选", "Cascade single", "choice", "cascade", "cascadeNames"],
  35: ["级联多选", "Cascade multi", "choice", "cascadeMulti", "cascadeNames"],
  36: ["人脸识别", "Face recognition", "media", "jsonList", "files"],
  37: ["支付明细", "Payment details", "advanced", "jsonObject", "text"],
  38: ["分栏", "Columns", "layout", "none", "children"],
  39: ["容器", "Container", "layout", "none", "children"],
  40: ["按钮", "Button", "advanced", "none", "none"],
  42: ["分页", "Pagination", "layout", "none", "children"],
  43: ["表格", "Table", "layout", "none", "children"],
  44: ["单元格", "Cell", "layout", "none", "children"],
  45: ["标签页", "Tabs", "layout", "none", "children"],
  46: ["遍历", "Traversal", "layout", "none", "children"],
  47: ["文本", "Text", "basic", "none", "static"],
  48: ["图标", "Icon", "media", "none", "static"],
  49: ["图片", "Image", "media", "none", "static"],
  50: ["通用成员选择", "Common member picker", "people", "jsonList", "members"],
  51: ["内嵌网页", "Embedded web page", "advanced", "none", "static"],
  52: ["评分", "Score", "basic", "integer", "stars"],
  53: ["多操作", "Multi-operation", "advanced", "none", "none"],
  54: ["自动编号", "Auto number", "advanced", "text", "text"],
  55: ["扫码", "Scan code", "advanced", "text", "text"],
  56: ["学期", "School term", "dateTime", "option", "optionNames"],
  57: ["学年", "School year", "dateTime", "option", "optionNames"],
  58: ["二维码", "QR code", "advanced", "none", "static"],
};

/** System fields 10000–10020, each built on an ordinary control whose value encoding and checks it shares. */
export const SYSTEM_FIELD_TABLE: Record<SystemFieldCode, [zh: string, en: string, base: ControlCode]> = {
  10000: ["照片", "Photo", 6],
  10001: ["姓名", "Name", 1],
  10002: ["账号", "Account", 1],
  10003: ["部门", "Department", 10],
  10004: ["手机号", "Phone", 15],
  10005: ["扩展表单", "Extension form", 32],
  10006: ["身份证号", "ID number", 27],
  10007: ["角色", "Roles", 17],
  10008: ["性别", "Gender", 4],
  10009: ["学籍号", "Student registry number", 1],
  10010: ["学号", "Student number", 1],
  10011: ["入学时间", "Admission time", 22],
  10012: ["家长手机号", "Parent phones", 1],
  10013: ["学科", "Subject", 17],
  10014: ["学历", "Education", 16],
  10015: ["职称", "Job title", 16],
  10016: ["入职时间", "Join time", 22],
  10017: ["工资账号", "Salary account", 1],
  10018: ["考勤卡号", "Attendance card number", 1],
  10019: ["头像", "Avatar", 6],
  10020: ["邮箱", "Email", 14],
};

/** Layout controls (SPEC 3): they hold children laid out beside the parent's other items, and no value. */
export const LAYOUT_CODES: ReadonlySet<number> = new Set([38, 39, 42, 43, 44, 45, 46]);

/** Button types of SPEC 3. */
export const BUTTON_TYPES = ["export", "import", "logout"] as const;
export type ButtonType = (typeof BUTTON_TYPES)[number];
