import { describe, expect, it } from "vitest";
import {
  admin,
  data,
  get,
  leader,
  middleAdmin,
  myClass,
  parentOf,
  post,
  t,
  useCollectionApp,
} from "../../../test/collection-world.ts";

useCollectionApp();

const DEFAULT = [
  { key: "rank", shown: true },
  { key: "total", shown: true },
  { key: "level", shown: true },
];
const save = (token: string, columns: unknown) => post(token, "/v3/scoreColumnSettings/save", { columns });

describe("the score column setting", () => {
  it("shows every column by default; a manager reorders and hides columns for the school's staff", async () => {
    expect(await data(get(leader, "/v3/scoreColumnSettings"))).toEqual({ columns: DEFAULT });

    const chosen = [
      { key: "total", shown: true },
      { key: "level", shown: false },
      { key: "rank", shown: true },
    ];
    // A class teacher without evaluation.manage may read but not change it.
    const refused = await save(leader, chosen);
    expect(refused.status).toBe(403);
    expect(await data(get(leader, "/v3/scoreColumnSettings"))).toEqual({ columns: DEFAULT });

    expect(await data(save(admin, chosen))).toEqual({ columns: chosen });
    expect(await data(get(leader, "/v3/scoreColumnSettings"))).toEqual({ columns: chosen });
    // Saved again: changed in place.
    const again = [chosen[2], chosen[0], { key: "level", shown: true }];
    expect(await data(save(admin, again))).toEqual({ columns: again });
    expect(await data(get(admin, "/v3/scoreColumnSettings"))).toEqual({ columns: again });

    // Another school keeps the default.
    expect(await data(get(middleAdmin, "/v3/scoreColumnSettings"))).toEqual({ columns: DEFAULT });
    // Parents see no staff settings; without a token nobody does.
    const parent = await parentOf(myClass[0].id);
    expect((await get(parent, "/v3/scoreColumnSettings")).status).toBe(403);
    const anonymous = await t.call({ method: "GET", url: "/api/v3/scoreColumnSettings" });
    expect(anonymous.status).toBe(401);
  });

  it("refuses a list that misses, repeats or invents a column, and changes nothing", async () => {
    const before = await data(get(admin, "/v3/scoreColumnSettings"));
    const bad = [
      [{ key: "total", shown: true }],
      [
        { key: "total", shown: true },
        { key: "total", shown: false },
        { key: "rank", shown: true },
      ],
      [
        { key: "total", shown: true },
        { key: "rank", shown: true },
        { key: "grade", shown: true },
      ],
      "rank,total",
    ];
    for (const columns of bad) {
      const r = await save(admin, columns);
      expect(r.status, JSON.stringify(columns)).toBe(400);
      expect(r.body.success).toBe(false);
    }
    expect(await data(get(admin, "/v3/scoreColumnSettings"))).toEqual(before);
  });
});
