import { describe, expect, it } from "vitest";
import type { PeopleQuery } from "../../components/memberApi.ts";
import { applyFilter, applyTableChange, pageAfterDelete, sortOrderOf } from "./tableQuery.ts";

const base: PeopleQuery = { page: 3, size: 20, keyword: "li", orgId: 4 };
const sortable = ["name", "createdAt"];

describe("server-side paging and sorting from the table", () => {
  it("moves to another page and keeps the filters", () => {
    expect(applyTableChange(base, { current: 4, pageSize: 20 }, {}, sortable)).toEqual({ ...base, page: 4 });
  });

  it("starts from page 1 when the page size changes", () => {
    expect(applyTableChange(base, { current: 3, pageSize: 50 }, {}, sortable)).toMatchObject({
      page: 1,
      size: 50,
    });
  });

  it("sorts by a sortable column and starts from page 1", () => {
    const next = applyTableChange(
      base,
      { current: 3, pageSize: 20 },
      { columnKey: "name", order: "descend" },
      sortable,
    );
    expect(next).toMatchObject({ page: 1, sortField: "name", sortOrder: "descend" });
    expect(sortOrderOf(next, "name")).toBe("descend");
    expect(sortOrderOf(next, "createdAt")).toBeNull();
  });

  it("drops the sort when it is cleared or the column is not sortable on the server", () => {
    const sorted = { ...base, sortField: "name", sortOrder: "ascend" as const };
    expect(
      applyTableChange(sorted, { current: 3 }, { columnKey: "name", order: null }, sortable),
    ).toMatchObject({
      page: 1,
      sortField: undefined,
      sortOrder: undefined,
    });
    expect(
      applyTableChange(base, { current: 3 }, [{ field: "gender", order: "ascend" }], sortable).sortField,
    ).toBe(undefined);
  });

  it("starts from page 1 on a new keyword or unit", () => {
    expect(applyFilter(base, { keyword: "wang" })).toEqual({ ...base, keyword: "wang", page: 1 });
    expect(applyFilter(base, { orgId: undefined })).toMatchObject({
      page: 1,
      orgId: undefined,
      keyword: "li",
    });
  });

  it("steps back a page when deleting emptied the last one", () => {
    expect(pageAfterDelete({ page: 3, size: 20 }, 41, 1)).toBe(2);
    expect(pageAfterDelete({ page: 3, size: 20 }, 45, 2)).toBe(3);
    expect(pageAfterDelete({ page: 1, size: 20 }, 1, 1)).toBe(1);
  });
});
