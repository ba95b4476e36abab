/**
 * Breaks an axis name into lines of at most `max` columns (a CJK character counts two), at spaces where it can
 * and inside a word only when the word alone is too long, so that a radar's names stay inside a phone-wide
 * chart ("阅读与学习 Reading and learning" → "阅读与学习\nReading and\nlearning").
 */
export const wrapAxisName = (name: string, max = 16): string => {
  const width = (s: string) => [...s].reduce((w, ch) => w + (/[\u2e80-\uffef]/.test(ch) ? 2 : 1), 0);
  const lines: string[] = [];
  let line = "";
  const push = () => {
    if (line) lines.push(line);
    line = "";
  };
  for (const word of name.split(/\s+/).filter(Boolean)) {
    if (line && width(`${line} ${word}`) <= max) {
      line = `${line} ${word}`;
      continue;
    }
    push();
    for (const ch of word) {
      if (width(line + ch) > max) push();
      line += ch;
    }
  }
  push();
  return lines.join("\n");
};

/** The radar component's options every chart shares: names wrapped, the web a little smaller to leave them room. */
export const radarAxes = (indicators: { name: string; max: number }[]) => ({
  indicator: indicators,
  radius: "55%",
  axisName: { formatter: (name?: string) => wrapAxisName(name ?? "") },
});
