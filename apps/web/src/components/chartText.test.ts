import { describe, expect, it } from "vitest";
import { radarAxes, wrapAxisName } from "./chartText.ts";

describe("wrapAxisName", () => {
  it("breaks a bilingual name at spaces into lines that fit", () => {
    expect(wrapAxisName("阅读与学习 Reading and learning")).toBe("阅读与学习\nReading and\nlearning");
  });
  it("leaves a short name alone and cuts a long word only when it must", () => {
    expect(wrapAxisName("品德发展")).toBe("品德发展");
    expect(wrapAxisName("一二三四五六七八九十", 8)).toBe("一二三四\n五六七八\n九十");
    expect(wrapAxisName("Self-development", 8)).toBe("Self-dev\nelopment");
  });
  it("gives the radar every indicator with the wrapping formatter", () => {
    const axes = radarAxes([{ name: "自主发展 Self-development", max: 100 }]);
    expect(axes.indicator).toHaveLength(1);
    expect(axes.axisName.formatter("自主发展 Self-development")).toBe("自主发展\nSelf-development");
  });
});
