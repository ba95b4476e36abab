import type { Lang } from "@eos/forms-core";
import { errorsOf, type ModuleMessage } from "../../platform/http/errors.ts";
import { fillParams } from "../../platform/http/i18n.ts";

/** Messages of managing imports (update, state, delete), both languages, beside the code that uses them. */
const messages = {
  duplicateStudent: {
    "zh-CN": "学号“{no}”在文件中出现了多次，任务中每名学生只能有一条",
    "en-US":
      'the student no. "{no}" appears more than once in the file; the task takes one value per student',
  },
  filledElsewhere: {
    "zh-CN": "学号“{no}”的学生已有不是本次导入写入的数据（本人填写或其他导入），更新不会覆盖它",
    "en-US":
      'the student "{no}" already has a value this import did not store (filled in person or by another import); an update does not replace it',
  },
  legacyValues: {
    "zh-CN":
      "这次导入早于系统记录导入写入了哪些数据，删除它无法撤回它写入的数据；请在任务数据中删除这些数据，或只删除这条导入记录",
    "en-US":
      "this import was made before EOS noted which values an import stored, so deleting it cannot take its values back; delete them among the task's values, or forget only this record",
  },
  legacyUpdate: {
    "zh-CN": "这次导入早于系统记录导入写入了哪些数据，不能更新；请重新导入",
    "en-US":
      "this import was made before EOS noted which values an import stored, so it cannot be updated; import again instead",
  },
  updating: {
    "zh-CN": "这次导入正在被更新（导入 #{id}），请等它完成",
    "en-US": "this import is being updated (import #{id}); wait until that has finished",
  },
  replaced: {
    "zh-CN": "这次导入的数据已被导入 #{id} 替换，请更新那一次",
    "en-US": "this import's values were replaced by import #{id}; update that one instead",
  },
  notUpdatable: {
    "zh-CN": "只能更新已完成的正式导入（不能更新检查、等待中、进行中、失败、已取消或被拒绝的导入）",
    "en-US":
      "only a finished import that stored values can be updated (not a check, nor one waiting, running, failed, cancelled or refused)",
  },
  cancelNotWaiting: {
    "zh-CN": "只有等待中的导入可以取消；已开始的导入请等它完成后删除",
    "en-US":
      "only a waiting import can be cancelled; once one has started, wait for it to finish and delete it",
  },
  notSyncable: {
    "zh-CN": "只能同步已完成的检查（仅检查的导入）；正式导入、等待中或未通过的检查不能同步",
    "en-US":
      "only a finished check (an import made with check only) can be synced; not an import that stored values, nor a check waiting, running or not passed",
  },
  syncUploadGone: {
    "zh-CN": "这次检查的文件已不再保存（之后又做过检查，或检查早于此功能），请重新上传",
    "en-US":
      "this check's file is no longer kept (a later check replaced it, or it was made before checks kept their file); upload it again",
  },
  acknowledgeNotFinished: {
    "zh-CN": "导入尚未结束，不能标记为已读",
    "en-US": "the import has not finished, so it cannot be marked as seen",
  },
  noColumns: {
    "zh-CN": "第一行没有本表单的字段名，请使用下载的模板",
    "en-US": "the first row names none of this form's items; please use the downloaded template",
  },
  noRows: { "zh-CN": "文件中没有数据行", "en-US": "the file has no data rows" },
  tooManyRows: {
    "zh-CN": "一次最多导入{max}行",
    "en-US": "at most {max} rows can be imported at once",
  },
  unknownOption: {
    "zh-CN": "{name}没有名为“{value}”的选项",
    "en-US": '{name} has no option named "{value}"',
  },
  unknownColumns: {
    "zh-CN": "以下列不是本表单的字段，已忽略：{names}",
    "en-US": "these columns are not items of this form and were ignored: {names}",
  },
  notDone: { "zh-CN": "导入尚未完成", "en-US": "the import has not finished yet" },
  running: {
    "zh-CN": "导入正在进行，完成后才能删除",
    "en-US": "the import is running; it can be deleted once it has finished",
  },
  noStudentNo: {
    "zh-CN": "导入到任务时第一列须为“学号”，请使用下载的模板",
    "en-US": 'importing into a task needs a "Student no." column first; please use the downloaded template',
  },
  taskTeachersOnly: {
    "zh-CN": "只能导入到由教师填写的任务；学生或家长填写的任务须由本人填写",
    "en-US": "only tasks that teachers fill can be imported into; students and parents fill their own tasks",
  },
  unknownStudent: {
    "zh-CN": "学号“{no}”不存在",
    "en-US": 'no student has the student no. "{no}"',
  },
  studentOutside: {
    "zh-CN": "学号“{no}”的学生不在任务面向的班级中",
    "en-US": 'the student with student no. "{no}" is not in the task\'s classes',
  },
} as const satisfies Record<string, ModuleMessage>;

export type ImportMessage = keyof typeof messages;

export const importText = (lang: Lang, key: ImportMessage, params: Record<string, string | number> = {}) =>
  fillParams(messages[key][lang], params);

/** A refusal in the envelope: `importError(status, key, params?)`, the message in the caller's language. */
export const importError = errorsOf(messages);
