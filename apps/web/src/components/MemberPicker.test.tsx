import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { AppProviders } from "../app/AppProviders.tsx";
import type { Call } from "../test/fetchMock.ts";
import { demoTree, fakeApi, ok, signInAsStaff } from "../test/peopleTestKit.ts";
import { MemberPicker } from "./MemberPicker.tsx";
import type { Member } from "./memberApi.ts";

const teacher = (id: number, name: string) => ({
  id,
  name,
  gender: 1,
  phone: null,
  subject: "Maths",
  isAdmin: false,
  account: `t${id}`,
  createdAt: "2026-09-01T00:00:00.000Z",
});

const student = (id: number, name: string) => ({
  id,
  name,
  gender: 2,
  studentNo: `S${id}`,
  classId: 3,
  className: "Class 1-1",
  account: `s${id}`,
  createdAt: "2026-09-01T00:00:00.000Z",
});

const teacherPage = (call: Call) => {
  const org = call.url.searchParams.get("orgId");
  const keyword = call.url.searchParams.get("keyword");
  const list =
    org === "7"
      ? [teacher(3, "Cai")]
      : keyword
        ? [teacher(2, "Bob")]
        : [teacher(1, "Ann"), teacher(2, "Bob")];
  return ok({ list, total: list.length, page: 1, size: 10 });
};

const tick = async (id: number) => {
  const row = await screen.findByTestId(`member-row-${id}`);
  fireEvent.click(within(row).getByRole(row.querySelector("input[type=radio]") ? "radio" : "checkbox"));
};

const renderPicker = (props: Partial<Parameters<typeof MemberPicker>[0]> = {}) => {
  const onOk = vi.fn<(members: Member[]) => void>();
  render(
    <AppProviders>
      <MemberPicker open onOk={onOk} onCancel={() => undefined} {...props} />
    </AppProviders>,
  );
  return onOk;
};

describe("MemberPicker", () => {
  it("picks teachers across units and searches, lets entries be removed, and returns id, name and type", async () => {
    signInAsStaff();
    const { calls } = fakeApi({ "GET /v3/org/tree": () => ok(demoTree()), "GET /v3/tea/page": teacherPage });
    const onOk = renderPicker({ value: [{ id: 9, name: "Preset", type: "teacher" }] });

    await tick(1);
    fireEvent.click(await within(screen.getByTestId("member-picker-tree")).findByText("Academic Office"));
    await waitFor(() => expect(calls.some((c) => c.url.searchParams.get("orgId") === "7")).toBe(true));
    await tick(3);

    const selected = screen.getByTestId("member-picker-selected");
    expect(selected.textContent).toContain("Preset");
    expect(selected.textContent).toContain("3 selected");
    fireEvent.click(screen.getByTestId("member-picker-remove-teacher-9"));
    expect(selected.textContent).not.toContain("Preset");

    const search = within(screen.getByTestId("member-picker-search")).getByRole("searchbox");
    fireEvent.change(search, { target: { value: " bob " } });
    fireEvent.keyDown(search, { key: "Enter", code: "Enter", keyCode: 13 });
    await waitFor(() => {
      const last = calls.filter((c) => c.url.pathname === "/api/v3/tea/page").at(-1);
      expect(last?.url.searchParams.get("keyword")).toBe("bob");
      expect(last?.url.searchParams.get("orgId")).toBe("7");
      expect(last?.url.searchParams.get("page")).toBe("1");
    });

    fireEvent.click(screen.getByTestId("member-picker-ok"));
    expect(onOk).toHaveBeenCalledWith([
      { id: 1, name: "Ann", type: "teacher" },
      { id: 3, name: "Cai", type: "teacher" },
    ]);
  });

  it("switches between teachers and students, unticks a row, and clears everything", async () => {
    signInAsStaff();
    fakeApi({
      "GET /v3/org/tree": () => ok(demoTree()),
      "GET /v3/tea/page": teacherPage,
      "GET /v3/stu/page": () => ok({ list: [student(1, "Dee")], total: 1, page: 1, size: 10 }),
    });
    const onOk = renderPicker({ types: ["teacher", "student"] });

    await tick(2);
    fireEvent.click(within(screen.getByTestId("member-picker-type")).getByText("Student"));
    await tick(1);
    expect(screen.getByTestId("member-picker-selected").textContent).toContain("2 selected");
    fireEvent.click(screen.getByTestId("member-picker-ok"));
    expect(onOk).toHaveBeenLastCalledWith([
      { id: 2, name: "Bob", type: "teacher" },
      { id: 1, name: "Dee", type: "student" },
    ]);

    await tick(1);
    fireEvent.click(screen.getByTestId("member-picker-ok"));
    expect(onOk).toHaveBeenLastCalledWith([{ id: 2, name: "Bob", type: "teacher" }]);

    fireEvent.click(screen.getByTestId("member-picker-clear"));
    expect(screen.getByTestId("member-picker-selected").textContent).toContain("Nobody selected yet");
  });

  it("keeps a single pick when not multiple", async () => {
    signInAsStaff();
    fakeApi({ "GET /v3/org/tree": () => ok(demoTree()), "GET /v3/tea/page": teacherPage });
    const onOk = renderPicker({ multiple: false });
    await tick(1);
    await tick(2);
    fireEvent.click(screen.getByTestId("member-picker-ok"));
    expect(onOk).toHaveBeenCalledWith([{ id: 2, name: "Bob", type: "teacher" }]);
  });
});
