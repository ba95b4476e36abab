import { errorsOf, type ModuleMessage } from "../../platform/http/errors.ts";

/** The identity module's own messages (sign-in, passwords, accounts, QR, third-party), both languages. Texts pinned by CONTRACT.md must not change. */
const messages = {
  wrongPassword: { "zh-CN": "账号或密码错误", "en-US": "wrong account or password" },
  accountLocked: {
    "zh-CN": "密码错误次数过多，账号已锁定，请于{time}后再试",
    "en-US": "too many wrong passwords: the account is locked until {time}",
  },
  authorizationCodeInvalid: {
    "zh-CN": "授权码无效或已过期",
    "en-US": "the authorization code is invalid or expired",
  },
  smsTooOften: {
    "zh-CN": "验证码发送过于频繁，请稍后再试",
    "en-US": "codes were requested too often, please try later",
  },
  smsCodeInvalid: { "zh-CN": "验证码错误或已过期", "en-US": "the code is wrong or has expired" },
  accountTaken: { "zh-CN": "该账号已被使用", "en-US": "this account name is already taken" },
  accountFormat: { "zh-CN": "账号须为3-12位字母或数字", "en-US": "an account is 3 to 12 letters or digits" },
  qrTicketInvalid: {
    "zh-CN": "二维码已失效，请在电脑上刷新后重新扫描",
    "en-US": "this QR code has expired, refresh it on the computer and scan again",
  },
  qrOtherSchool: { "zh-CN": "该二维码属于其他学校", "en-US": "this QR code belongs to another school" },
  oneTimeCodeInvalid: {
    "zh-CN": "链接已失效或已被使用，请重新打开",
    "en-US": "this link has expired or was already used, please open it again",
  },
  redirectNotAllowed: {
    "zh-CN": "不允许跳转到该地址",
    "en-US": "redirecting to this address is not allowed",
  },
  jumpNotAllowed: {
    "zh-CN": "只有区域管理员可以切换到本区域的学校",
    "en-US": "only an area administrator may switch, and only to a school of their own area",
  },
  weakPassword: {
    "zh-CN": "新密码太容易被猜到，请换一个更复杂的密码",
    "en-US": "the new password is too easy to guess, choose another",
  },
  passwordUnchanged: {
    "zh-CN": "新密码不能与原密码相同",
    "en-US": "the new password must differ from the current one",
  },
  oldPasswordWrong: { "zh-CN": "原密码错误", "en-US": "the current password is wrong" },
  passwordNotSet: {
    "zh-CN": "该账号尚未设置密码，请通过手机验证码设置",
    "en-US": "this account has no password yet; set one with a phone code",
  },
  mustChangePassword: {
    "zh-CN": "请先修改密码后再继续使用",
    "en-US": "please change your password before going on",
  },
  noAccountForPhone: {
    "zh-CN": "该手机号在本校没有此身份的账号",
    "en-US": "this phone has no account of this role in this school",
  },
  childNotFound: { "zh-CN": "未找到该孩子", "en-US": "no such child of yours" },
  areaPassInvalid: {
    "zh-CN": "区域登录已失效，请重新登录",
    "en-US": "your area sign-in has expired, please sign in again",
  },
  noRolesInArea: {
    "zh-CN": "该手机号在本区域没有可用的身份",
    "en-US": "this phone holds no role in this area",
  },
  roleNotAvailable: { "zh-CN": "无法以该身份登录", "en-US": "this role is not available to you" },
  thirdPartyCodeInvalid: {
    "zh-CN": "第三方登录凭证无效或已过期（40029），请重新登录",
    "en-US": "the sign-in code is invalid or expired (40029), please sign in again",
  },
  thirdPartyNotBound: {
    "zh-CN": "该第三方账号未绑定本校账号，请先用账号密码登录或联系管理员",
    "en-US": "this third-party account is not bound to an account of this school",
  },
  thirdPartyUnavailable: {
    "zh-CN": "第三方登录服务暂不可用，请稍后再试",
    "en-US": "the sign-in provider is unavailable, please try later",
  },
  thirdPartyNotConfigured: {
    "zh-CN": "本校未配置该第三方登录",
    "en-US": "this sign-in provider is not configured for the school",
  },
  thirdPartyRedirectRefused: {
    "zh-CN": "回调地址不被允许",
    "en-US": "the return address is not allowed",
  },
} as const satisfies Record<string, ModuleMessage>;

/** This module's errors: `identityError(status, key, params?, code?, data?)`. */
export const identityError = errorsOf(messages);
