import { errorsOf, type ModuleMessage } from "../../platform/http/errors.ts";

/** The collection module's messages, both languages (the platform catalogue knows nothing of them). */
const messages = {
  classifyNotEmpty: {
    "zh-CN": "该分类下还有子分类或场景，不能删除",
    "en-US": "this classification still holds sub-classifications or scenes",
  },
  classifyLoop: {
    "zh-CN": "不能把分类移到它自己的下级",
    "en-US": "a classification cannot move under itself",
  },
  badTransition: {
    "zh-CN": "场景当前状态不能执行“{action}”：{reason}",
    "en-US": 'the scene cannot "{action}" now: {reason}',
  },
  coverNotUsable: {
    "zh-CN": "封面图片不存在或不可使用，请重新上传",
    "en-US": "the cover is not an image you uploaded or may use; please upload it again",
  },
  needShown: { "zh-CN": "请先显示场景", "en-US": "show the scene first" },
  needTask: { "zh-CN": "场景中还没有任务", "en-US": "the scene holds no task yet" },
  alreadyShown: { "zh-CN": "场景已显示", "en-US": "it is already shown" },
  alreadyHidden: { "zh-CN": "场景已隐藏", "en-US": "it is already hidden" },
  alreadyShelved: { "zh-CN": "场景已上架", "en-US": "it is already shelved" },
  notShelved: { "zh-CN": "场景未上架", "en-US": "it is not shelved" },
  shelvedCannotHide: { "zh-CN": "已上架的场景请先下架", "en-US": "unshelve it first" },
  notInHall: {
    "zh-CN": "该场景不在本区域的场景大厅中",
    "en-US": "this scene is not in your area's scene hall",
  },
  ownScene: { "zh-CN": "这是本校自己的场景", "en-US": "this scene is your own school's" },
  formNotReleased: {
    "zh-CN": "表单“{name}”尚未发布，请先发布",
    "en-US": 'the form "{name}" has not been released yet',
  },
  noClasses: { "zh-CN": "请选择任务面向的班级", "en-US": "choose the classes the task is about" },
  teacherTaskFiller: {
    "zh-CN": "教师任务由教师本人填写，不能选择学生或家长填写",
    "en-US": "a teacher task is filled by the teachers themselves, not by students or parents",
  },
  teacherTaskClasses: {
    "zh-CN": "教师任务面向全体教师，不能选择班级",
    "en-US": "a teacher task is about every teacher; it takes no classes",
  },
  teacherTaskSelf: {
    "zh-CN": "教师任务只能填写本人的记录",
    "en-US": "a teacher task records the filling teacher only",
  },
  unknownClasses: { "zh-CN": "以下班级不存在：{ids}", "en-US": "no such classes: {ids}" },
  taskNotDraft: {
    "zh-CN": "任务状态不允许此操作",
    "en-US": "the task's state does not allow this",
  },
  taskClosed: { "zh-CN": "任务未开放或已结束", "en-US": "the task is not open" },
  taskNotForYou: { "zh-CN": "该任务不需要您填写", "en-US": "this task is not for you to fill" },
  taskWrongForm: { "zh-CN": "任务与表单不符", "en-US": "the task does not use this form" },
  taskNoChild: {
    "zh-CN": "请先选择孩子，且孩子须在任务面向的班级中",
    "en-US": "choose a child who is in one of the task's classes",
  },
  taskStudentsOutside: {
    "zh-CN": "以下学生不在任务范围内：{ids}",
    "en-US": "these students are outside the task: {ids}",
  },
  taskNeedStudents: {
    "zh-CN": "教师填写的任务请为学生填写（批量填写）",
    "en-US": "teachers fill this task for students (fill for several)",
  },
  taskAlreadyFilled: {
    "zh-CN": "本期已填写过，可修改已提交的内容",
    "en-US": "already filled for this period; edit the submitted value instead",
  },
  taskNoReview: { "zh-CN": "该任务不需要审核", "en-US": "this task does not need review" },
  reviewOutside: {
    "zh-CN": "只能审核所教班级学生的填写（教师本人的填写由管理员审核）",
    "en-US": "you review fills of students you teach only (staff review teachers' own fills)",
  },
  returnedTitle: { "zh-CN": "已退回：{task}", "en-US": "Returned: {task}" },
  returnedBody: {
    "zh-CN": "“{task}”（{student}）被退回，请修改后重新填写。意见：{comment}",
    "en-US": '"{task}" ({student}) was returned; please fill it again. Comment: {comment}',
  },
  formUsedByTasks: {
    "zh-CN": "该表单正被任务使用，不能删除：{names}",
    "en-US": "tasks use this form, so it cannot be deleted: {names}",
  },
  remindTitle: { "zh-CN": "请填写：{task}", "en-US": "Please fill in: {task}" },
  remindBody: {
    "zh-CN": "“{task}”尚未填写（{student}），截止：{deadline}",
    "en-US": '"{task}" is still waiting ({student}), due: {deadline}',
  },
  noDeadline: { "zh-CN": "无", "en-US": "none" },
  missingSheet: { "zh-CN": "未填写名单", "en-US": "Not filled" },
  colStudent: { "zh-CN": "学生", "en-US": "Student" },
  colStudentNo: { "zh-CN": "学号", "en-US": "Student number" },
  colGrade: { "zh-CN": "年级", "en-US": "Grade" },
  colClass: { "zh-CN": "班级", "en-US": "Class" },
  colTask: { "zh-CN": "任务", "en-US": "Task" },
  colExpected: { "zh-CN": "应填", "en-US": "Expected" },
  colFilledCount: { "zh-CN": "已填", "en-US": "Filled" },
  colFiller: { "zh-CN": "填写人", "en-US": "Filled by" },
  colFillers: { "zh-CN": "应填写人", "en-US": "Who should fill" },
  periodUnknown: {
    "zh-CN": "该任务没有这一期（请从期次列表中选择）",
    "en-US": "the task has no such period (pick one from its list of periods)",
  },
  completionSheet: { "zh-CN": "完成情况", "en-US": "Completion" },
  colPeriod: { "zh-CN": "期次", "en-US": "Period" },
  colOnTime: { "zh-CN": "按时", "en-US": "On time" },
  colLate: { "zh-CN": "逾期", "en-US": "Late" },
  colMissing: { "zh-CN": "未填", "en-US": "Missing" },
  colRate: { "zh-CN": "完成率", "en-US": "Completion rate" },
  total: { "zh-CN": "合计", "en-US": "Total" },
} as const satisfies Record<string, ModuleMessage>;

export type CollectionMessage = keyof typeof messages;
export const collectionText = messages;

/** A refusal with the module's own message. */
/** This module's errors: `collectionError(status, key, params?, code?, data?)` over its own messages. */
export const collectionError = errorsOf(messages);
