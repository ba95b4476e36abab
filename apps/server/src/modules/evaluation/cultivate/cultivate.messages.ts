import { errorsOf, type ModuleMessage } from "../../../platform/http/errors.ts";

/** Messages of cultivate (training) models, both languages. */
const messages = {
  duplicateGoalKey: { "zh-CN": "培养目标标识“{key}”重复", "en-US": 'goal key "{key}" appears twice' },
  unknownGoalParent: {
    "zh-CN": "培养目标“{name}”的上级不存在",
    "en-US": 'the parent of goal "{name}" is not in the tree',
  },
  goalTooDeep: {
    "zh-CN": "培养目标最多三级（“{name}”）",
    "en-US": 'goals go three levels deep at most ("{name}")',
  },
  lockedGoalChanged: {
    "zh-CN": "培养目标“{name}”由区域下发，不能修改或删除",
    "en-US": 'goal "{name}" was pushed by the area and cannot be changed or deleted',
  },
  targetModelMissing: {
    "zh-CN": "关联的指标模型不存在或不是学生评价模型",
    "en-US": "the linked indicator model does not exist or does not score students",
  },
  indicatorNotLinkable: {
    "zh-CN": "培养目标“{name}”关联的指标不属于所选指标模型",
    "en-US": 'goal "{name}" links an indicator that is not in the chosen indicator model',
  },
  pushedTarget: {
    "zh-CN": "区域下发的培养模型不能更换指标模型",
    "en-US": "a model pushed by the area keeps the indicator model it came with",
  },
} as const satisfies Record<string, ModuleMessage>;

export type CultivateMessage = keyof typeof messages;

/** A refusal with one of the messages above. */
/** This module's errors: `cultivateError(status, key, params?, code?, data?)` over its own messages. */
export const cultivateError = errorsOf(messages);
