import { AppError, type ModuleMessage } from "../../platform/http/errors.ts";

/** The files module's own messages, both languages (older ones, file_*, sit in the platform catalogue). */
const messages = {
  imageDamaged: {
    "zh-CN": "图片已损坏或无法读取，请重新上传",
    "en-US": "the image is damaged or cannot be read; please upload it again",
  },
  imageTooManyPixels: {
    "zh-CN": "图片像素过多（上限 {limit} 像素）",
    "en-US": "the image has too many pixels (at most {limit})",
  },
} as const satisfies Record<string, ModuleMessage>;

export type FilesMessage = keyof typeof messages;

/** A refused upload (400, -1) with the module's own message. */
export const filesError = (key: FilesMessage, params: Record<string, string | number> = {}): AppError =>
  new AppError(400, -1, { texts: messages[key], params });
