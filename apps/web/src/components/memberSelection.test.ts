import { describe, expect, it } from "vitest";
import { type Member, toQueryParams } from "./memberApi.ts";
import { deselectMembers, memberKey, selectedIdsOf, selectMembers } from "./memberSelection.ts";

const ann: Member = { id: 1, name: "Ann", type: "teacher" };
const bob: Member = { id: 2, name: "Bob", type: "teacher" };
const stuAnn: Member = { id: 1, name: "Ann Jr", type: "student" };

describe("a member picker's selection", () => {
  it("adds people once, in the order picked, telling teachers and students with the same id apart", () => {
    const once = selectMembers([ann], [bob, ann, stuAnn]);
    expect(once.map(memberKey)).toEqual(["teacher:1", "teacher:2", "student:1"]);
  });

  it("keeps only the last pick when single", () => {
    expect(selectMembers([ann], [bob], false)).toEqual([bob]);
    expect(selectMembers([ann], [], false)).toEqual([ann]);
  });

  it("removes people by id and type", () => {
    expect(deselectMembers([ann, bob, stuAnn], [{ id: 1, type: "student" }])).toEqual([ann, bob]);
  });

  it("ticks this page's rows that are selected", () => {
    expect(selectedIdsOf([ann, stuAnn], "teacher", [{ id: 1 }, { id: 2 }])).toEqual([1]);
  });
});

describe("the paging query sent for teachers and students", () => {
  it("sends page and size, and the filters only when set", () => {
    expect(toQueryParams({ page: 2, size: 20 })).toEqual({ page: 2, size: 20 });
    expect(
      toQueryParams({
        page: 1,
        size: 10,
        keyword: "  li ",
        sortField: "name",
        sortOrder: "descend",
        orgId: 4,
      }),
    ).toEqual({ page: 1, size: 10, keyword: "li", sortField: "name", sortOrder: "descend", orgId: 4 });
  });

  it("leaves out a blank keyword, a sort without an order and the school root", () => {
    expect(toQueryParams({ page: 1, size: 10, keyword: "  ", sortField: "name", orgId: 0 })).toEqual({
      page: 1,
      size: 10,
    });
  });
});
