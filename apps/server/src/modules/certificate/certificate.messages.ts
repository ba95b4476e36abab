import { errorsOf, type ModuleMessage } from "../../platform/http/errors.ts";
import type { Lang } from "../../platform/http/i18n.ts";

/** The certificate module's messages, both languages. */
const messages = {
  termNotFound: { "zh-CN": "学期不存在", "en-US": "the term does not exist" },
  noTerm: { "zh-CN": "学校没有当前学期", "en-US": "the school has no current term" },
  indicatorNotFound: {
    "zh-CN": "指标不存在或不属于学生评价模型",
    "en-US": "the indicator does not exist or is not on a student model",
  },
  levelNotFound: {
    "zh-CN": "指标所在模型没有等级“{level}”",
    "en-US": 'the indicator\'s model has no level "{level}"',
  },
  imageNotFound: {
    "zh-CN": "证书图片不存在或不是图片",
    "en-US": "the certificate image is not an uploaded image",
  },
  stampNotFound: { "zh-CN": "印章不存在", "en-US": "the stamp does not exist" },
  stampDisabled: { "zh-CN": "印章“{name}”已停用", "en-US": 'the stamp "{name}" is disabled' },
  stampInUse: {
    "zh-CN": "印章还用在 {n} 个证书上，不能删除",
    "en-US": "the stamp is on {n} certificates and cannot be deleted",
  },
  hasAwards: {
    "zh-CN": "证书“{name}”已颁发给 {n} 名学生，请先撤销或停用",
    "en-US": 'the certificate "{name}" is held by {n} students; revoke the awards or disable it instead',
  },
  heldCertificates: {
    "zh-CN":
      "证书{names}尚有 {n} 条有效颁发记录，未删除任何证书；如需连同颁发记录一起删除，请选择“同时撤销颁发记录”（revokeAwards）",
    "en-US":
      "the certificates {names} are held by students ({n} awards in force), so nothing was deleted; to delete them with their awards, choose 'revoke their awards too' (revokeAwards: true)",
  },
  notEnabled: {
    "zh-CN": "证书“{name}”未启用，不能颁发",
    "en-US": 'the certificate "{name}" is not enabled and cannot be awarded',
  },
  studentNotFound: {
    "zh-CN": "有学生不在本校",
    "en-US": "a student named is not in this school",
  },
  notYourStudent: {
    "zh-CN": "只能查看自己或本班学生的证书",
    "en-US": "you may see only your own, your children's or your classes' certificates",
  },
  revokedAward: {
    "zh-CN": "该证书已撤销，不能打印",
    "en-US": "this award was revoked and cannot be printed",
  },
  nothingToPrint: {
    "zh-CN": "证书“{name}”在所选范围内没有有效的颁发记录",
    "en-US": 'nobody in the chosen scope holds the certificate "{name}"',
  },
  tooManyToPrint: {
    "zh-CN": "一次最多打印 {n} 张证书，请按班级打印",
    "en-US": "at most {n} certificates can be printed at a time; print them class by class",
  },
  areaOnly: { "zh-CN": "仅区域管理员可查看", "en-US": "only area administrators may see this" },
} as const satisfies Record<string, ModuleMessage>;

export type CertificateMessage = keyof typeof messages;

/** This module's errors: `certificateError(status, key, params?, code?, data?)` over its own messages. */
export const certificateError = errorsOf(messages);

/** The labels of the award records export, both languages. */
const labels = {
  sheet: { "zh-CN": "证书颁发记录", "en-US": "Certificate awards" },
  fileName: { "zh-CN": "证书颁发记录", "en-US": "certificate-awards" },
  colCertificate: { "zh-CN": "证书", "en-US": "Certificate" },
  colHonour: { "zh-CN": "荣誉级别", "en-US": "Honour" },
  colTerm: { "zh-CN": "学期", "en-US": "Term" },
  colName: { "zh-CN": "姓名", "en-US": "Name" },
  colNo: { "zh-CN": "学号", "en-US": "Student No." },
  colClass: { "zh-CN": "班级", "en-US": "Class" },
  colSource: { "zh-CN": "方式", "en-US": "How" },
  colScore: { "zh-CN": "得分", "en-US": "Score" },
  colBand: { "zh-CN": "等级", "en-US": "Level" },
  colReason: { "zh-CN": "说明", "en-US": "Note" },
  colBy: { "zh-CN": "颁发人", "en-US": "Awarded by" },
  colAt: { "zh-CN": "颁发时间", "en-US": "Awarded at" },
  colRevoked: { "zh-CN": "撤销原因", "en-US": "Revoked because" },
  sourceRule: { "zh-CN": "规则", "en-US": "Rule" },
  sourceManual: { "zh-CN": "手动", "en-US": "By hand" },
  honour1: { "zh-CN": "班级", "en-US": "Class" },
  honour2: { "zh-CN": "年级", "en-US": "Grade" },
  honour3: { "zh-CN": "校级", "en-US": "School" },
  honour4: { "zh-CN": "区级", "en-US": "District" },
} as const satisfies Record<string, ModuleMessage>;

export const certificateText = (lang: Lang, key: keyof typeof labels): string => labels[key][lang];
