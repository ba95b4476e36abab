/**
 * The colour of a level band (优秀, 良好, 合格, 待合格 or a school's own names): each level its own hue, from
 * green for the best to red for the lowest, dark text on a light ground (every pair at least 4.5:1, WCAG AA;
 * antd's preset green and gold tags are 3.4:1 and 2.6:1).
 */
export type BandTone = "top" | "good" | "pass" | "low" | "fourth" | "fifth" | "unknown";

export const bandPalette: Record<BandTone, { color: string; background: string; border: string }> = {
  top: { color: "#135200", background: "#f6ffed", border: "#b7eb8f" },
  good: { color: "#003eb3", background: "#e6f4ff", border: "#91caff" },
  pass: { color: "#874d00", background: "#fffbe6", border: "#ffe58f" },
  low: { color: "#a8071a", background: "#fff1f0", border: "#ffa39e" },
  fourth: { color: "#391085", background: "#f9f0ff", border: "#d3adf7" },
  fifth: { color: "#00474f", background: "#e6fffb", border: "#87e8de" },
  unknown: { color: "#434343", background: "#fafafa", border: "#d9d9d9" },
};

/** Tones of the levels between the best and the lowest, in order. */
const middle: BandTone[] = ["good", "pass", "fourth", "fifth"];

/** Checked in this order: 待合格 and 不合格 contain 合格. */
const byName: ReadonlyArray<[RegExp, BandTone]> = [
  [/待合格|不合格|待提高|待改进|需改进|需努力|fail|needs|improve|poor/i, "low"],
  [/优秀|卓越|excellent|outstanding/i, "top"],
  [/良好|good/i, "good"],
  [/合格|及格|达标|pass|fair|qualified|satisfactory/i, "pass"],
];

/**
 * A band's tone: by its place among the model's bands when they are known (best first), else by its name.
 */
export function bandTone(name: string, order?: ReadonlyArray<string>): BandTone {
  const at = order ? order.indexOf(name) : -1;
  if (order && at >= 0) {
    if (at === 0) return "top";
    if (at === order.length - 1) return "low";
    return middle[Math.min(at - 1, middle.length - 1)];
  }
  return byName.find(([pattern]) => pattern.test(name))?.[1] ?? "unknown";
}
