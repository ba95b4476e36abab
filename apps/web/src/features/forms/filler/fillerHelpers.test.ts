import { describe, expect, it } from "vitest";
import { toDictTree } from "./fillerApi.ts";
import { readFillParams } from "./fillParams.ts";
import { IFRAME_ALLOWED_ORIGINS, iframeAllowed } from "./StaticView.tsx";

describe("filler helpers", () => {
  it("reads cascade data given nested or flat", () => {
    const nested = toDictTree([{ code: "11", name: "Beijing", children: [{ code: "1101", name: "City" }] }]);
    expect(nested).toEqual([{ value: "11", label: "Beijing", children: [{ value: "1101", label: "City" }] }]);
    const flat = toDictTree([
      { id: 1, pid: null, code: "A", name: "Arts" },
      { id: 2, pid: 1, code: "A1", name: "Music" },
    ]);
    expect(flat).toEqual([{ value: "A", label: "Arts", children: [{ value: "A1", label: "Music" }] }]);
    expect(toDictTree("nonsense")).toEqual([]);
  });

  it("frames only pages from the allow-list or this site", () => {
    const base = "https://school.example/admin/forms/1/fill";
    expect(iframeAllowed(`${IFRAME_ALLOWED_ORIGINS[0]}/page`, base)).toBe(true);
    expect(iframeAllowed("/help/intro", base)).toBe(true);
    expect(iframeAllowed("https://evil.example/", base)).toBe(false);
    expect(iframeAllowed("javascript:alert(1)", base)).toBe(false);
  });

  it("reads formValId (or formValueId), mode and customForm from the query", () => {
    expect(readFillParams(new URLSearchParams("formValueId=12&mode=query&customForm=%5B%5D"))).toEqual({
      formValId: 12,
      mode: "query",
      customForm: "[]",
    });
    expect(readFillParams(new URLSearchParams("formValId=x")).formValId).toBeNull();
  });
});
