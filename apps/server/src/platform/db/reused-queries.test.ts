import { describe, expect, it } from "vitest";
import { reusedQueries } from "./reused-queries.ts";

describe("reusedQueries", () => {
  it("builds a shape once per handle and again for another handle", () => {
    const built: string[] = [];
    const reuse = reusedQueries<string>();
    const one = {};
    const other = {};
    const build = (label: string) => () => {
      built.push(label);
      return label;
    };
    expect(reuse(one, "a", build("one a"))).toBe("one a");
    expect(reuse(one, "a", build("one a again"))).toBe("one a");
    expect(reuse(other, "a", build("other a"))).toBe("other a");
    expect(reuse(one, "b", build("one b"))).toBe("one b");
    expect(built).toEqual(["one a", "other a", "one b"]);
  });

  it("keeps at most `limit` shapes a handle, dropping the oldest", () => {
    let builds = 0;
    const reuse = reusedQueries<number>(2);
    const handle = {};
    const build = () => ++builds;
    reuse(handle, "a", build);
    reuse(handle, "b", build);
    reuse(handle, "c", build);
    expect(builds).toBe(3);
    reuse(handle, "c", build);
    reuse(handle, "b", build);
    expect(builds).toBe(3);
    reuse(handle, "a", build);
    expect(builds).toBe(4);
  });
});
