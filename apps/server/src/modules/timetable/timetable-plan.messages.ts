import { errorsOf, type ModuleMessage } from "../../platform/http/errors.ts";

/** Automatic timetabling's messages, both languages (the rest of the module's are in timetable.messages.ts). */
const messages = {
  unknownRoomKind: {
    "zh-CN": "教室类型“{kind}”未在教室中设置",
    "en-US": "the room kind '{kind}' is not among the rooms",
  },
  repeatedRoomKind: { "zh-CN": "教室类型“{kind}”重复", "en-US": "the room kind '{kind}' is given twice" },
  repeatedLine: {
    "zh-CN": "{className}的{subject}在教学计划中出现了两次",
    "en-US": "{subject} of {className} is planned twice",
  },
  planTooFull: {
    "zh-CN": "{className}每周计划{n}节课，但只有{free}个可排的节次",
    "en-US": "{className} has {n} lessons planned a week for {free} free periods",
  },
  morningTooLong: {
    "zh-CN": "上午的节数不能多于每天的节数（{periods}）",
    "en-US": "the morning cannot have more periods than the day ({periods})",
  },
  planEmpty: { "zh-CN": "教学计划为空，请先填写", "en-US": "the teaching plan is empty: fill it in first" },
  generatePublished: {
    "zh-CN": "课表已发布，请先撤回发布再自动排课",
    "en-US": "the timetable is published: unpublish it before generating",
  },
} as const satisfies Record<string, ModuleMessage>;

export const planError = errorsOf(messages);
