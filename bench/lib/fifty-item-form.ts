/**
 * A 50-item form without uploads: text, multi-line text, integers, decimals, dates, date-times, radios and
 * checkboxes (CONTRACT 'Forms' value encodings), and one answer to every item.
 */
type Kind = { type: number; count: number; label: string; options?: number };

const KINDS: Kind[] = [
  { type: 1, count: 12, label: "单行文本" },
  { type: 2, count: 4, label: "多行文本" },
  { type: 19, count: 8, label: "整数" },
  { type: 20, count: 6, label: "小数" },
  { type: 22, count: 6, label: "日期" },
  { type: 3, count: 3, label: "日期时间" },
  { type: 4, count: 6, label: "单选", options: 3 },
  { type: 5, count: 5, label: "多选", options: 4 },
];

export const FORM_ITEM_COUNT = KINDS.reduce((n, k) => n + k.count, 0);

/** The items as POST /api/v3/eos/form/admin/add takes them (ids come from the server). */
export const fiftyItems = (): object[] =>
  KINDS.flatMap((k) =>
    Array.from({ length: k.count }, (_, i) => ({
      name: `${k.label}${i + 1}`,
      type: k.type,
      isNull: i === 0 ? "N" : "Y",
      ...(k.type === 19 ? { typeJson: { rangeMin: 0, rangeMax: 1000 } } : {}),
      ...(k.options
        ? { optionInfos: Array.from({ length: k.options }, (_, o) => ({ name: `选项${o + 1}` })) }
        : {}),
    })),
  );

export type SavedItem = { id: number; type: number; optionInfos?: { id: number | string }[] | null };

export type Answer = { itemId: number; itemType: number; val: string; valOther: string };

const answerOf = (item: SavedItem, i: number): string => {
  const options = (item.optionInfos ?? []).map((o) => String(o.id));
  switch (item.type) {
    case 1:
      return `第${i}项的回答 answer ${i}`;
    case 2:
      return `第一行 ${i}\n第二行，写得长一些，像家长真正会填的那样。`;
    case 19:
      return String(10 + i);
    case 20:
      return (i + 0.25).toFixed(2);
    case 22:
      return `2026-0${1 + (i % 9)}-1${i % 10}`;
    case 3:
      return `2026-11-2${i % 10} 0${i % 10}:30`;
    case 4:
      return options[i % options.length]!;
    case 5:
      return [options[0], options[(i % (options.length - 1)) + 1]].join(",");
    default:
      throw new Error(`no answer for type ${item.type}`);
  }
};

/** One answer to every item, as the submission route takes them. */
export const answersFor = (items: readonly SavedItem[]): Answer[] =>
  items.map((item, i) => ({ itemId: item.id, itemType: item.type, val: answerOf(item, i), valOther: "" }));
