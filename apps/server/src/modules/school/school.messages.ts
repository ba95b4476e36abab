import { AppError, type ModuleMessage } from "../../platform/http/errors.ts";

/** The school module's own messages, both languages. */
const messages = {
  schoolDisabled: {
    "zh-CN": "该学校已停用，请联系平台管理员",
    "en-US": "this school has been disabled; contact the platform administrator",
  },
} satisfies Record<string, ModuleMessage>;

/**
 * A disabled school (SPEC 4's school flag) signs no one in. -1004 lies in SPEC 8's sign-in failure range
 * (-1001..-1005, -1007): the client shows the message and, in a chat app, returns to the password page.
 */
export const SCHOOL_DISABLED_CODE = -1004;

export const schoolDisabled = () =>
  new AppError(200, SCHOOL_DISABLED_CODE, { texts: messages.schoolDisabled });
