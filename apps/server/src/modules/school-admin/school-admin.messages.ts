import { errorsOf, type ModuleMessage } from "../../platform/http/errors.ts";

/** Messages of platform administration (areas, schools, the first platform administrator), both languages. */
const messages = {
  domainFormat: {
    "zh-CN": "域名格式不正确（例如 school.example.cn）",
    "en-US": "the domain is not a valid host name (e.g. school.example.cn)",
  },
  domainTaken: {
    "zh-CN": "域名“{domain}”已被其他学校使用",
    "en-US": 'the domain "{domain}" is already used by another school',
  },
  timeZoneInvalid: {
    "zh-CN": "“{zone}”不是有效的 IANA 时区（例如 Asia/Shanghai）",
    "en-US": '"{zone}" is not an IANA time zone (e.g. Asia/Shanghai)',
  },
  areaRequired: {
    "zh-CN": "区域站点须属于一个区域",
    "en-US": "an area's site needs its area",
  },
  areaNotFound: { "zh-CN": "区域不存在", "en-US": "no such area" },
  areaSiteExists: {
    "zh-CN": "该区域已有站点，一个区域只能有一个站点",
    "en-US": "this area already has its site; an area has one",
  },
  siteCannotMove: {
    "zh-CN": "只有学校可以更换所属区域，区域站点不能",
    "en-US": "only a school can move to another area, not an area's site",
  },
  schoolNotFound: { "zh-CN": "学校不存在", "en-US": "no such school" },
  notAnImage: {
    "zh-CN": "校徽须是本人上传的图片文件",
    "en-US": "the logo must be an image file you uploaded",
  },
  setupClosed: {
    "zh-CN": "平台管理员已经设置，初始化入口已关闭",
    "en-US": "the platform administrator already exists; first-time setup is closed",
  },
  setupCodeWrong: {
    "zh-CN": "安装码错误（见服务器启动日志或 SETUP_CODE 配置）",
    "en-US": "wrong setup code (see the server's start-up output or SETUP_CODE)",
  },
  setupUnavailable: {
    "zh-CN": "本服务器未配置安装码，无法初始化平台管理员",
    "en-US": "this server has no setup code, so no platform administrator can be set up here",
  },
} satisfies Record<string, ModuleMessage>;

/** This module's errors: `schoolAdminError(status, key, params?, code?, data?)` over its own messages. */
export const schoolAdminError = errorsOf(messages);
