import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, onTestFinished, vi } from "vitest";
import type { Call } from "../../test/fetchMock.ts";
import { bodyOf, demoTree, fakeApi, ok, refuse, signInAsStaff } from "../../test/peopleTestKit.ts";
import { renderRoute } from "../../test/renderRoute.tsx";
import { resetWriteAccess } from "./useWriteAccess.ts";

const student = (id: number, name: string, classId = 3) => ({
  id,
  name,
  gender: id % 2 ? 1 : 2,
  studentNo: `2026${String(id).padStart(4, "0")}`,
  classId,
  className: classId === 3 ? "Class 1-1" : "Class 1-2",
  account: `stu${id}`,
  createdAt: "2026-09-01T08:00:00.000Z",
});

/** 45 students; page and size honoured, like the server. */
const studentPage = (call: Call) => {
  const page = Number(call.url.searchParams.get("page"));
  const size = Number(call.url.searchParams.get("size"));
  const all = Array.from({ length: 45 }, (_, i) => student(i + 1, `Student ${i + 1}`));
  return ok({ list: all.slice((page - 1) * size, page * size), total: all.length, page, size });
};

const pageCalls = (calls: Call[]) => calls.filter((c) => c.url.pathname === "/api/v3/stu/page");
const lastQuery = (calls: Call[]) => Object.fromEntries(pageCalls(calls).at(-1)?.url.searchParams ?? []);
const table = () => screen.getByTestId("students-table");
const findRow = async (text: string) => within(await screen.findByTestId("students-table")).findByText(text);

async function pickClass(testId: string, label: string) {
  const root = await screen.findByTestId(testId);
  await waitFor(() => expect(root.className).not.toContain("ant-select-disabled"));
  fireEvent.mouseDown(root);
  const title = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>(".ant-select-tree-title")].find(
      (n) => n.textContent === label,
    );
    if (!found) throw new Error(`no ${label}`);
    return found;
  });
  fireEvent.click(title);
}

beforeEach(() => {
  resetWriteAccess();
  signInAsStaff();
});

describe("the students page", () => {
  it("pages, sorts, searches and filters on the server", async () => {
    const { calls } = fakeApi({ "GET /v3/org/tree": () => ok(demoTree()), "GET /v3/stu/page": studentPage });
    renderRoute("/admin/students");
    expect(await screen.findByRole("heading", { level: 1, name: "Students" })).toBeTruthy();
    expect(await findRow("Student 1")).toBeTruthy();
    expect(lastQuery(calls)).toMatchObject({ page: "1", size: "20", schoolId: "12" });
    expect(screen.getByText("45 in total")).toBeTruthy();

    fireEvent.click(screen.getByTitle("3"));
    await waitFor(() => expect(lastQuery(calls).page).toBe("3"));
    expect(await findRow("Student 41")).toBeTruthy();

    const header = within(table())
      .getAllByRole("columnheader")
      .find((th) => th.textContent === "Student no.");
    fireEvent.click(header as HTMLElement);
    await waitFor(() =>
      expect(lastQuery(calls)).toMatchObject({ page: "1", sortField: "studentNo", sortOrder: "ascend" }),
    );

    const search = within(screen.getByTestId("students-search")).getByRole("searchbox");
    fireEvent.change(search, { target: { value: "  Student 4 " } });
    fireEvent.keyDown(search, { key: "Enter", code: "Enter", keyCode: 13 });
    await waitFor(() =>
      expect(lastQuery(calls)).toMatchObject({ keyword: "Student 4", sortField: "studentNo" }),
    );

    await pickClass("students-org-filter", "Class 1-2");
    await waitFor(() =>
      expect(lastQuery(calls)).toMatchObject({ orgId: "4", keyword: "Student 4", page: "1" }),
    );
  });

  it("adds a student to the filtered class once the form is valid", async () => {
    const { calls } = fakeApi({
      "GET /v3/org/tree": () => ok(demoTree()),
      "GET /v3/stu/page": studentPage,
      "POST /v3/stu/save": () => ok({ id: 99 }),
    });
    renderRoute("/admin/students");
    await findRow("Student 1");
    await pickClass("students-org-filter", "Class 1-2");
    fireEvent.click(screen.getByTestId("students-add"));
    const drawer = await screen.findByTestId("student-drawer");
    await waitFor(() =>
      expect(within(drawer).getByTestId("student-class").textContent).toContain("Class 1-2"),
    );
    fireEvent.change(screen.getByTestId("student-name"), { target: { value: "Li Lei" } });
    fireEvent.change(screen.getByTestId("student-no"), { target: { value: "2026 01" } });
    fireEvent.change(screen.getByTestId("student-account"), { target: { value: "li" } });
    fireEvent.click(screen.getByTestId("student-drawer-save"));
    expect(await screen.findByText("Accounts are 3 to 12 letters or digits")).toBeTruthy();
    expect(screen.getByText("Student numbers are 1 to 20 letters, digits or “-”")).toBeTruthy();
    expect(calls.filter((c) => c.init.method === "POST")).toHaveLength(0);

    fireEvent.change(screen.getByTestId("student-no"), { target: { value: "2026-01" } });
    fireEvent.change(screen.getByTestId("student-account"), { target: { value: "lilei01" } });
    const before = pageCalls(calls).length;
    fireEvent.click(screen.getByTestId("student-drawer-save"));
    await waitFor(() => expect(calls.filter((c) => c.init.method === "POST")).toHaveLength(1));
    expect(bodyOf(calls.filter((c) => c.init.method === "POST")[0])).toMatchObject({
      name: "Li Lei",
      studentNo: "2026-01",
      classId: 4,
      account: "lilei01",
    });
    expect(await screen.findByText("Saved")).toBeTruthy();
    await waitFor(() => expect(pageCalls(calls).length).toBeGreaterThan(before));
  });

  it("shows the server's reason when an edit is refused, and keeps the drawer open", async () => {
    const { calls } = fakeApi({
      "GET /v3/org/tree": () => ok(demoTree()),
      "GET /v3/stu/page": studentPage,
      "POST /v3/stu/save": () => refuse(400, "That student number is taken"),
      "GET /v3/par/ofStudent": (call) =>
        ok(
          call.url.searchParams.get("studentId") === "2"
            ? [{ id: 70, name: "Parent Two", phone: "13800000002", relation: "mother" }]
            : [],
        ),
    });
    renderRoute("/admin/students");
    await findRow("Student 2");
    fireEvent.click(screen.getByTestId("student-edit-2"));
    await waitFor(() =>
      expect((screen.getByTestId("student-name") as HTMLInputElement).value).toBe("Student 2"),
    );
    expect((screen.getByTestId("student-account") as HTMLInputElement).value).toBe("stu2");
    const parents = await screen.findByTestId("student-parents");
    expect(parents.textContent).toContain("Parent Two");
    expect(parents.textContent).toContain("Mother");
    expect(parents.textContent).toContain("13800000002");
    fireEvent.change(screen.getByTestId("student-no"), { target: { value: "20260001" } });
    fireEvent.click(screen.getByTestId("student-drawer-save"));
    expect((await screen.findByTestId("student-drawer-error")).textContent).toContain(
      "That student number is taken",
    );
    expect(bodyOf(calls.filter((c) => c.init.method === "POST")[0])).toMatchObject({
      id: 2,
      studentNo: "20260001",
    });
    expect(screen.getByTestId("student-drawer")).toBeTruthy();
  });

  it("deletes the selected students after confirmation", async () => {
    const { calls } = fakeApi({
      "GET /v3/org/tree": () => ok(demoTree()),
      "GET /v3/stu/page": studentPage,
      "POST /v3/stu/del": () => ok(null),
    });
    renderRoute("/admin/students");
    await findRow("Student 1");
    const batch = screen.getByTestId("students-batch-delete");
    expect(batch.hasAttribute("disabled")).toBe(true);
    for (const id of [1, 3]) {
      const row = table().querySelector(`tr[data-row-key="${id}"]`) as HTMLElement;
      fireEvent.click(within(row).getByRole("checkbox"));
    }
    expect(screen.getByTestId("students-selected-count").textContent).toBe("2 selected");
    fireEvent.click(batch);
    expect((await screen.findAllByText("Delete the 2 selected people?")).length).toBeGreaterThan(0);
    fireEvent.click(screen.getByTestId("confirm-ok"));
    await waitFor(() =>
      expect(calls.filter((c) => c.url.pathname === "/api/v3/stu/del").map(bodyOf)).toEqual([
        { ids: [1, 3], schoolId: 12 },
      ]),
    );
    await waitFor(() => expect(screen.getByTestId("students-selected-count").textContent).toBe("0 selected"));
  });

  it("downloads the server's .xlsx of the current filter and sort", async () => {
    const { calls } = fakeApi({
      "GET /v3/org/tree": () => ok(demoTree()),
      "GET /v3/stu/page": studentPage,
      "GET /v3/stu/export": () => ({ raw: "PK-xlsx-bytes" }),
    });
    const blobs: Blob[] = [];
    // jsdom has no object URLs: record the file instead.
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        blobs.push(blob);
        return "blob:people";
      },
      revokeObjectURL: () => undefined,
    });
    onTestFinished(() => {
      Reflect.deleteProperty(URL, "createObjectURL");
      Reflect.deleteProperty(URL, "revokeObjectURL");
    });
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    renderRoute("/admin/students");
    await findRow("Student 1");
    const search = within(screen.getByTestId("students-search")).getByRole("searchbox");
    fireEvent.change(search, { target: { value: "wang" } });
    fireEvent.keyDown(search, { key: "Enter", code: "Enter", keyCode: 13 });
    await waitFor(() => expect(lastQuery(calls).keyword).toBe("wang"));
    fireEvent.click(screen.getByTestId("students-export"));
    await waitFor(() => expect(blobs).toHaveLength(1));
    const exported = calls.find((c) => c.url.pathname === "/api/v3/stu/export")!;
    expect(Object.fromEntries(exported.url.searchParams)).toEqual({ keyword: "wang", schoolId: "12" });
    expect(exported.headers.get("authorization")).toBe("Bearer tok");
    expect(await blobs[0].text()).toBe("PK-xlsx-bytes");
    expect(names[0]).toMatch(/^students-\d{8}-\d{4}\.xlsx$/);
    expect(await screen.findByText("Exported 45 rows")).toBeTruthy();
  });

  it("says so when there are no students, and when the list cannot be loaded", async () => {
    let fail = false;
    fakeApi({
      "GET /v3/org/tree": () => ok(demoTree()),
      "GET /v3/stu/page": () =>
        fail ? refuse(500, "Database unavailable") : ok({ list: [], total: 0, page: 1, size: 20 }),
    });
    renderRoute("/admin/students");
    expect(
      await within(await screen.findByTestId("students-table")).findByText("No students yet"),
    ).toBeTruthy();
    expect(screen.getByTestId("students-export").hasAttribute("disabled")).toBe(true);
    fail = true;
    const search = within(screen.getByTestId("students-search")).getByRole("searchbox");
    fireEvent.change(search, { target: { value: "x" } });
    fireEvent.keyDown(search, { key: "Enter", code: "Enter", keyCode: 13 });
    expect(await screen.findByTestId("students-retry", {}, { timeout: 8000 })).toBeTruthy();
  });
});
