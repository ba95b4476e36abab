import { describe, expect, it } from "vitest";
import { csvCell, neutraliseCell, rowsToCsv, toCsv } from "./csv.ts";

describe("CSV export", () => {
  it("starts with a UTF-8 byte order mark and ends lines with CRLF, so Excel reads Chinese", () => {
    const csv = toCsv(["姓名", "班级"], [["王芳", "一年级(1)班"]]);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv.slice(1)).toBe("姓名,班级\r\n王芳,一年级(1)班\r\n");
    expect([...new TextEncoder().encode(csv).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  it.each([
    ['=HYPERLINK("http://x")', '\'=HYPERLINK("http://x")'],
    ["+86 138", "'+86 138"],
    ["-1+2", "'-1+2"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\tTAB", "'\tTAB"],
    ["\rCR", "'\rCR"],
    ["王=芳", "王=芳"],
    ["", ""],
  ])("neutralises %j as %j", (input, expected) => {
    expect(neutraliseCell(input)).toBe(expected);
  });

  it("quotes cells with commas, quotes or line breaks, after neutralising", () => {
    expect(csvCell('a,"b"')).toBe('"a,""b"""');
    expect(csvCell("=1,2")).toBe('"\'=1,2"');
    expect(csvCell("line\nbreak")).toBe('"line\nbreak"');
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
    expect(csvCell(-3)).toBe("-3");
  });

  it("writes one row per record through the columns", () => {
    const csv = rowsToCsv(
      [
        { title: "Name", value: (r: { name: string; phone: string | null }) => r.name },
        { title: "Phone", value: (r: { name: string; phone: string | null }) => r.phone },
      ],
      [
        { name: "=cmd|' /C calc'!A0", phone: null },
        { name: "Li", phone: "13800000001" },
      ],
    );
    expect(csv).toBe("\uFEFFName,Phone\r\n'=cmd|' /C calc'!A0,\r\nLi,13800000001\r\n");
  });
});
