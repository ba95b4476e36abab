import { errorsOf, type ModuleMessage } from "../../platform/http/errors.ts";

/** The people pages' own messages, both languages. */
const messages = {
  idCardInvalid: {
    "zh-CN": "身份证号格式不正确或校验位错误",
    "en-US": "the ID card number is not valid (format or check digit)",
  },
  idCardTaken: {
    "zh-CN": "本校已有人使用该身份证号",
    "en-US": "someone in this school already has this ID card number",
  },
  importUnknownUnit: { "zh-CN": "没有这个部门：{value}", "en-US": "no such department: {value}" },
  importUnknownStudent: {
    "zh-CN": "没有这个学生账号：{value}",
    "en-US": "no student has this account: {value}",
  },
  importParentNameClash: {
    "zh-CN": "同一手机号的家长姓名不一致：{value}",
    "en-US": "the same phone is given with another parent name: {value}",
  },
  importClassHasLeader: {
    "zh-CN": "该班级已有班主任（可在任职页更换）：{value}",
    "en-US": "this class already has a class leader (change it on the duties page): {value}",
  },
  importSubjectNeeded: {
    "zh-CN": "填写了任教班级时须填写学科",
    "en-US": "a subject is needed when teaching classes are given",
  },
  importAlreadyLinked: {
    "zh-CN": "该家长已关联此学生：{value}",
    "en-US": "this parent is already linked to this student: {value}",
  },
} as const satisfies Record<string, ModuleMessage>;

const importCodes: Record<string, PeopleMessage> = {
  unknownUnit: "importUnknownUnit",
  unknownStudent: "importUnknownStudent",
  parentNameClash: "importParentNameClash",
  alreadyLinked: "importAlreadyLinked",
  classHasLeader: "importClassHasLeader",
  subjectNeeded: "importSubjectNeeded",
};

/** The texts of import problem codes this module adds to the platform's import_* ones. */
export const importProblemText = (code: string): ModuleMessage | undefined =>
  importCodes[code] ? messages[importCodes[code]] : undefined;

export type PeopleMessage = keyof typeof messages;
export const peopleText = messages;

/** This module's errors: `peopleError(status, key, params?, code?, data?)` over its own messages. */
export const peopleError = errorsOf(messages);
