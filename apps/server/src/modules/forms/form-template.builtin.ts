import type { Lang } from "../../platform/http/i18n.ts";

/** Templates every school starts with; written in the caller's language, never stored or deleted. */
type Builtin = { key: string; name: Record<Lang, string>; items: (lang: Lang) => unknown[] };

const item = (id: string, type: number, names: Record<Lang, string>, lang: Lang, extra: object = {}) => ({
  id,
  type,
  name: names[lang],
  ...extra,
});
const options = (lang: Lang, list: Record<Lang, string>[]) => list.map((o) => ({ name: o[lang] }));

export const BUILTIN_TEMPLATES: readonly Builtin[] = [
  {
    key: "signup",
    name: { "zh-CN": "活动报名", "en-US": "Activity sign-up" },
    items: (lang) => [
      item("t1", 1, { "zh-CN": "学生姓名", "en-US": "Student name" }, lang, { isNull: "N" }),
      item("t2", 15, { "zh-CN": "联系电话", "en-US": "Contact phone" }, lang, { isNull: "N" }),
      item("t3", 4, { "zh-CN": "参加项目", "en-US": "Activity" }, lang, {
        isNull: "N",
        optionInfos: options(lang, [
          { "zh-CN": "合唱", "en-US": "Choir" },
          { "zh-CN": "绘画", "en-US": "Drawing" },
          { "zh-CN": "其他", "en-US": "Other" },
        ]),
      }),
      item("t4", 2, { "zh-CN": "备注", "en-US": "Notes" }, lang),
    ],
  },
  {
    key: "leave",
    name: { "zh-CN": "请假申请", "en-US": "Leave request" },
    items: (lang) => [
      item("t1", 1, { "zh-CN": "学生姓名", "en-US": "Student name" }, lang, { isNull: "N" }),
      item("t2", 4, { "zh-CN": "请假类型", "en-US": "Kind of leave" }, lang, {
        isNull: "N",
        optionInfos: options(lang, [
          { "zh-CN": "病假", "en-US": "Sick leave" },
          { "zh-CN": "事假", "en-US": "Personal leave" },
        ]),
      }),
      item("t3", 3, { "zh-CN": "开始时间", "en-US": "From" }, lang, { isNull: "N" }),
      item("t4", 3, { "zh-CN": "结束时间", "en-US": "Until" }, lang, { isNull: "N" }),
      item("t5", 2, { "zh-CN": "请假事由", "en-US": "Reason" }, lang, { isNull: "N" }),
    ],
  },
  {
    key: "health",
    name: { "zh-CN": "每日健康打卡", "en-US": "Daily health check-in" },
    items: (lang) => [
      item("t1", 22, { "zh-CN": "日期", "en-US": "Date" }, lang, { isNull: "N" }),
      item("t2", 20, { "zh-CN": "体温（℃）", "en-US": "Temperature (°C)" }, lang, {
        isNull: "N",
        typeJson: { rangeMin: 34, rangeMax: 43 },
      }),
      item("t3", 4, { "zh-CN": "身体状况", "en-US": "How do you feel" }, lang, {
        isNull: "N",
        optionInfos: options(lang, [
          { "zh-CN": "良好", "en-US": "Well" },
          { "zh-CN": "不适", "en-US": "Unwell" },
        ]),
      }),
    ],
  },
];
