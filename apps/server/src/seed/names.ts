import type { Random } from "./random.ts";

const surnames = [
  ..."王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤",
];
const givenChars = [
  ..."子涵梓轩欣怡浩然雨桐宇航一诺思源嘉怡俊杰若曦明轩语嫣天佑紫萱博文诗琪皓轩佳琪晨阳芷若承泽安琪奕辰可馨铭远书瑶致远梦琪睿哲婉清泽宇",
];

/** A plausible Chinese name of one surname and one or two given characters. */
export const chineseName = (rnd: Random): string => {
  const given = rnd.next() < 0.7 ? rnd.pick(givenChars) + rnd.pick(givenChars) : rnd.pick(givenChars);
  return rnd.pick(surnames) + given;
};

/** A parent's name shares the child's surname about half the time. */
export const parentName = (rnd: Random, childName: string): string => {
  const name = chineseName(rnd);
  return rnd.next() < 0.5 ? childName[0] + name.slice(1) : name;
};
