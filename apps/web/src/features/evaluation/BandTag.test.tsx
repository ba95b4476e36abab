import { defaultLevelBands } from "@eos/contracts";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { BandTag } from "./BandTag.tsx";
import { bandPalette, bandTone } from "./bandTone.ts";

/** WCAG 2 contrast ratio of two #rrggbb colours. */
const contrast = (a: string, b: string) => {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => {
      const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
};

describe("level band colours", () => {
  it("gives each default level (优秀, 良好, 合格, 待合格) its own colour", () => {
    const names = defaultLevelBands.map((b) => b.name);
    const tones = names.map((name) => bandTone(name));
    expect(tones).toEqual(["top", "good", "pass", "low"]);
    render(
      <div>
        {names.map((name) => (
          <BandTag key={name} band={name} />
        ))}
      </div>,
    );
    const colours = names.map((name) => screen.getByText(name).style.color);
    expect(new Set(colours).size).toBe(4);
    // 待合格 is no longer the blue of 良好.
    expect(screen.getByText("待合格").style.color).not.toBe(screen.getByText("良好").style.color);
  });

  it("reads English and custom names, and follows the model's order when it is known", () => {
    expect(["Excellent", "Good", "Pass", "Needs improvement"].map((n) => bandTone(n))).toEqual([
      "top",
      "good",
      "pass",
      "low",
    ]);
    expect(bandTone("不合格")).toBe("low");
    expect(bandTone("Gold")).toBe("unknown");
    const order = ["Gold", "Silver", "Bronze", "Iron", "Tin", "Lead"];
    expect(order.map((n) => bandTone(n, order))).toEqual(["top", "good", "pass", "fourth", "fifth", "low"]);
    expect(bandTone("优秀", ["A", "B"])).toBe("top");
  });

  it("keeps every colour readable: at least 4.5:1 on its ground, and against white", () => {
    for (const [tone, { color, background }] of Object.entries(bandPalette)) {
      expect(contrast(color, background), tone).toBeGreaterThanOrEqual(4.5);
      expect(contrast(color, "#ffffff"), tone).toBeGreaterThanOrEqual(4.5);
    }
  });
});
