import type { ClubMember } from "@eos/contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { bodyOf, fakeApi, ok, refuse, signInAsStaff } from "../../test/peopleTestKit.ts";
import { renderRoute } from "../../test/renderRoute.tsx";
import { moved } from "./courseApi.ts";
import { sortOf } from "./sorting.ts";

const slow = { timeout: 30_000 };

beforeEach(() => signInAsStaff());

describe("the club page (/TMS/course-router?clubId=)", { timeout: 120_000 }, () => {
  it("removes a member only after confirming, and adds picked students in one batch", async () => {
    let members: ClubMember[] = [
      { studentId: 11, studentName: "Li Ming", studentNo: "s1", className: "Grade 1 (1)" },
      { studentId: 12, studentName: "Wang Lei", studentNo: "s2", className: "Grade 1 (1)" },
    ];
    const { calls } = fakeApi({
      "GET /v3/association/info": () =>
        ok({
          id: 7,
          name: "Robotics",
          description: "Build and code",
          capacity: 30,
          memberCount: members.length,
          leaders: [{ id: 1, teacherId: 3, teacherName: "Zhao Min" }],
        }),
      "GET /v3/association/pageMember": () => ok({ list: members, total: members.length, page: 1, size: 20 }),
      "POST /v3/association/removeStu": (call) => {
        members = members.filter((m) => m.studentId !== bodyOf(call).studentId);
        return ok(null);
      },
      "GET /v3/choiceUser/pageStudent": () =>
        ok({
          list: [{ id: 21, name: "Chen Jing", detail: "Grade 1 (2) · s3" }],
          total: 1,
          page: 1,
          size: 10,
        }),
      "POST /v3/association/batchAddMember": () =>
        refuse(400, "the club “Robotics” takes at most 30 members and has 30"),
    });
    renderRoute("/TMS/course-router?clubId=7");
    expect((await screen.findByTestId("club-title", {}, slow)).textContent).toBe("Robotics");
    expect(screen.getByTestId("club-count").textContent).toBe("2/30");
    const table = await screen.findByTestId("member-table");
    await within(table).findByText("Wang Lei");
    fireEvent.click(screen.getByTestId("member-remove-12"));
    expect(calls.some((c) => c.url.pathname.endsWith("/removeStu"))).toBe(false);
    fireEvent.click(await screen.findByRole("button", { name: "OK" }));
    await waitFor(() => expect(calls.some((c) => c.url.pathname.endsWith("/removeStu"))).toBe(true));
    const removal = calls.find((c) => c.url.pathname.endsWith("/removeStu"));
    expect(removal && bodyOf(removal)).toMatchObject({ clubId: 7, studentId: 12 });
    await waitFor(() => expect(within(table).queryByText("Wang Lei")).toBeNull());

    fireEvent.click(screen.getByTestId("member-add"));
    const picker = await screen.findByTestId("pick-table");
    await within(picker).findByText("Chen Jing");
    fireEvent.click(within(picker).getAllByRole("checkbox")[1]);
    fireEvent.click(await screen.findByRole("button", { name: "Add 1 selected" }));
    await waitFor(() => expect(calls.some((c) => c.url.pathname.endsWith("/batchAddMember"))).toBe(true));
    const add = calls.find((c) => c.url.pathname.endsWith("/batchAddMember"));
    expect(add && bodyOf(add)).toMatchObject({ clubId: 7, studentIds: [21] });
    // The server's reason is shown once, and the picker stays open to choose again.
    expect(await screen.findByText("the club “Robotics” takes at most 30 members and has 30")).toBeTruthy();
    expect(screen.getByTestId("pick-table")).toBeTruthy();
  });

  it("says so when the club does not exist", async () => {
    fakeApi({
      "GET /v3/association/info": () => ({
        status: 404,
        body: { success: false, errorCode: 404, errorDesc: "the club does not exist", data: null },
      }),
    });
    renderRoute("/TMS/course-router?clubId=99");
    expect(await screen.findByText("The club does not exist or you may not see it", {}, slow)).toBeTruthy();
  });
});

describe("ordering and sorting helpers", () => {
  it("moves an entry one place and leaves the ends alone", () => {
    expect(moved([1, 2, 3], 2, -1)).toEqual([2, 1, 3]);
    expect(moved([1, 2, 3], 3, 1)).toEqual([1, 2, 3]);
    expect(moved([1, 2, 3], 1, -1)).toEqual([1, 2, 3]);
  });
  it("turns a table's sorter into the list's sort, and a cleared one into none", () => {
    expect(sortOf({ columnKey: "hours", order: "descend" })).toEqual({
      sortField: "hours",
      sortOrder: "descend",
    });
    expect(sortOf({ columnKey: "hours", order: null })).toEqual({
      sortField: undefined,
      sortOrder: undefined,
    });
  });
});
