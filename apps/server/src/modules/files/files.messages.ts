import { errorsOf, type ModuleMessage } from "../../platform/http/errors.ts";

/** The files module's own messages, both languages. */
const messages = {
  imageDamaged: {
    "zh-CN": "图片已损坏或无法读取，请重新上传",
    "en-US": "the image is damaged or cannot be read; please upload it again",
  },
  imageTooManyPixels: {
    "zh-CN": "图片像素过多（上限 {limit} 像素）",
    "en-US": "the image has too many pixels (at most {limit})",
  },
  tooLarge: {
    "zh-CN": "文件过大（{kind}上限 {limit}）",
    "en-US": "the file is too large ({kind} limit {limit})",
  },
  kindMismatch: {
    "zh-CN": "文件内容与要求的类型不符（需要{expected}，实际为{actual}）",
    "en-US": "the file's content is not what this field takes (expected {expected}, got {actual})",
  },
  missing: { "zh-CN": "请选择要上传的文件", "en-US": "no file was sent" },
  notArchive: { "zh-CN": "该文件不是 zip 压缩包", "en-US": "this file is not a zip archive" },
  snapshotUnavailable: {
    "zh-CN": "该文件暂不支持生成预览图",
    "en-US": "no preview image is available for this file",
  },
  linkExpired: { "zh-CN": "文件链接无效或已过期", "en-US": "the file link is invalid or has expired" },
} as const satisfies Record<string, ModuleMessage>;

export type FilesMessage = keyof typeof messages;

/** A refused upload (400, -1) with the module's own message. */
/** This module's errors: `filesError(status, key, params?, code?, data?)` over its own messages. */
export const filesError = errorsOf(messages);
