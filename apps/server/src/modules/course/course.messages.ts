import { errorsOf, type ModuleMessage } from "../../platform/http/errors.ts";

/** The course module's messages (subjects, course types, courses, leaders, clubs), both languages. */
const messages = {
  subjectNotFound: { "zh-CN": "学科不存在", "en-US": "the subject does not exist" },
  typeNotFound: { "zh-CN": "课程类型不存在", "en-US": "the course type does not exist" },
  nameTaken: { "zh-CN": "名称“{name}”已存在", "en-US": "the name “{name}” is already used" },
  subjectInUse: {
    "zh-CN": "学科“{name}”正被 {count} 门课程使用，不能删除",
    "en-US": "the subject “{name}” is used by {count} course(s) and cannot be removed",
  },
  typeInUse: {
    "zh-CN": "课程类型“{name}”正被 {count} 门课程使用，不能删除",
    "en-US": "the course type “{name}” is used by {count} course(s) and cannot be removed",
  },
  sortIncomplete: {
    "zh-CN": "排序须包含全部条目，且每项一次",
    "en-US": "the new order must list every entry exactly once",
  },
  courseMainNotFound: { "zh-CN": "课程不存在", "en-US": "the course does not exist" },
  courseMainInUse: {
    "zh-CN": "课程“{name}”已开设 {count} 个学期课程，请先删除学期课程",
    "en-US": "the course “{name}” has {count} term course(s): remove those first",
  },
  termCourseNotFound: { "zh-CN": "学期课程不存在", "en-US": "the term's course does not exist" },
  gradeNotFound: { "zh-CN": "年级不存在", "en-US": "a grade does not exist in this school" },
  teacherNotFound: { "zh-CN": "教师不存在", "en-US": "a teacher does not exist in this school" },
  sceneNotFound: { "zh-CN": "场景不存在", "en-US": "the scene does not exist" },
  noCurrentTerm: {
    "zh-CN": "学校尚未设置当前学期",
    "en-US": "the school has no current term",
  },
  termNotFound: { "zh-CN": "学期不存在", "en-US": "the term does not exist" },
  alreadyCurrent: {
    "zh-CN": "课程“{name}”本学期已开设",
    "en-US": "the course “{name}” is already given this term",
  },
  leaderNotFound: { "zh-CN": "负责人不存在", "en-US": "the leader does not exist" },
  leaderTaken: {
    "zh-CN": "该教师已是负责人",
    "en-US": "the teacher already leads it",
  },
  clubNotFound: { "zh-CN": "社团不存在", "en-US": "the club does not exist" },
  studentNotFound: {
    "zh-CN": "学生 {ids} 不存在，未添加任何成员",
    "en-US": "students {ids} do not exist: no member was added",
  },
  clubFull: {
    "zh-CN": "社团“{name}”最多 {capacity} 人，已有 {count} 人",
    "en-US": "the club “{name}” takes at most {capacity} members and has {count}",
  },
  notMember: { "zh-CN": "该学生不是社团成员", "en-US": "the student is not a member of the club" },
} as const satisfies Record<string, ModuleMessage>;

/** This module's errors: `courseError(status, key, params?, code?, data?)`. */
export const courseError = errorsOf(messages);
