import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import type { Call } from "../../test/fetchMock.ts";
import { bodyOf, demoTree, fakeApi, ok, signInAsStaff, staffPermissions } from "../../test/peopleTestKit.ts";
import { renderRoute } from "../../test/renderRoute.tsx";
import { resetWriteAccess } from "./useWriteAccess.ts";

const FULL = "110105201003070025";
const MASKED = "110***********0025";

const student = {
  id: 2,
  name: "Student Two",
  gender: 1,
  studentNo: "20260002",
  classId: 3,
  className: "Class 1-1",
  account: "stu2",
  idCard: MASKED,
  createdAt: "2026-09-01T08:00:00.000Z",
};

const withCodes = (codes: string[]) => () => ok({ ...staffPermissions, isAdmin: false, codes });
const studentsApi = (extra: Record<string, (call: Call) => ReturnType<typeof ok>> = {}) =>
  fakeApi({
    "GET /v3/org/tree": () => ok(demoTree()),
    "GET /v3/stu/page": () => ok({ list: [student], total: 1, page: 1, size: 20 }),
    "GET /v3/par/ofStudent": () => ok([]),
    ...extra,
  });

async function openStudent() {
  renderRoute("/admin/students");
  await within(await screen.findByTestId("students-table")).findByText(MASKED);
  fireEvent.click(screen.getByTestId("student-edit-2"));
  return screen.findByTestId("student-idcard-value");
}

beforeEach(() => {
  resetWriteAccess();
  signInAsStaff();
});

describe("ID card numbers in the people console", () => {
  it("lists them masked and reveals one only after confirmation", async () => {
    const { calls } = studentsApi({
      "POST /center/permissions/getUserInfo": withCodes(["people.view", "people.edit", "people.unmask"]),
      "POST /v3/stu/idCard/unmask": () => ok({ idCard: FULL }),
    });
    expect((await openStudent()).textContent).toBe(MASKED);
    fireEvent.click(screen.getByTestId("student-idcard-show"));
    expect(calls.some((c) => c.url.pathname.endsWith("/idCard/unmask"))).toBe(false);
    const confirm = await waitFor(() => {
      const popup = document.querySelector<HTMLElement>(".ant-popconfirm");
      if (!popup) throw new Error("no confirmation");
      return popup;
    });
    expect(confirm.textContent).toContain("written to the audit log");
    fireEvent.click(within(confirm).getByRole("button", { name: "Show" }));
    await waitFor(() => expect(screen.getByTestId("student-idcard-value").textContent).toBe(FULL));
    const unmask = calls.find((c) => c.url.pathname.endsWith("/v3/stu/idCard/unmask"));
    expect(bodyOf(unmask as Call)).toMatchObject({ id: 2 });
    fireEvent.click(screen.getByTestId("student-idcard-hide"));
    expect(screen.getByTestId("student-idcard-value").textContent).toBe(MASKED);
  });

  it("refuses a number with a wrong check digit beside the field, and sends a valid one on save", async () => {
    const { calls } = studentsApi({ "POST /v3/stu/save": () => ok({ id: 2 }) });
    await openStudent();
    fireEvent.change(screen.getByTestId("student-idcard"), { target: { value: "110105201003070021" } });
    fireEvent.click(screen.getByTestId("student-drawer-save"));
    expect(await screen.findByText("The ID card number is not valid (format or check digit)")).toBeTruthy();
    expect(calls.some((c) => c.url.pathname.endsWith("/v3/stu/save"))).toBe(false);
    fireEvent.change(screen.getByTestId("student-idcard"), { target: { value: "440304201108151236" } });
    fireEvent.click(screen.getByTestId("student-drawer-save"));
    await waitFor(() => expect(calls.some((c) => c.url.pathname.endsWith("/v3/stu/save"))).toBe(true));
    const saved = bodyOf(calls.find((c) => c.url.pathname.endsWith("/v3/stu/save")) as Call);
    expect(saved).toMatchObject({ id: 2, idCard: "440304201108151236" });
  });

  it("offers no way to reveal a number without people.unmask, and keeps the stored one when left empty", async () => {
    const { calls } = studentsApi({
      "POST /center/permissions/getUserInfo": withCodes(["people.view", "people.edit"]),
      "POST /v3/stu/save": () => ok({ id: 2 }),
    });
    expect((await openStudent()).textContent).toBe(MASKED);
    expect(screen.queryByTestId("student-idcard-show")).toBeNull();
    fireEvent.click(screen.getByTestId("student-drawer-save"));
    await waitFor(() => expect(calls.some((c) => c.url.pathname.endsWith("/v3/stu/save"))).toBe(true));
    const saved = bodyOf(calls.find((c) => c.url.pathname.endsWith("/v3/stu/save")) as Call);
    expect(saved).not.toHaveProperty("idCard");
  });
});

describe("the teachers import", () => {
  it("checks a file and shows each row's problem, offering no import until the file is right", async () => {
    const { calls } = fakeApi({
      "GET /v3/org/tree": () => ok(demoTree()),
      "GET /v3/tea/page": () => ok({ list: [], total: 0, page: 1, size: 20 }),
      "POST /v3/tea/import": () =>
        ok({
          ok: false,
          dryRun: true,
          rows: 3,
          teachers: 3,
          memberships: 2,
          duties: 0,
          problems: [
            { row: 4, column: "phone", code: "format", message: "Phone is not valid: 1371234" },
            { row: 4, column: "departments", code: "unknownUnit", message: "no such department: Nowhere" },
          ],
        }),
    });
    renderRoute("/admin/teachers");
    fireEvent.click(await screen.findByTestId("teachers-import"));
    const dialog = await screen.findByTestId("teacher-import");
    expect(within(dialog).getByText("Import teachers from Excel")).toBeTruthy();
    const input = dialog.querySelector<HTMLInputElement>("input[type=file]") as HTMLInputElement;
    const file = new File(["x"], "teachers.xlsx", {
      type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    });
    fireEvent.change(input, { target: { files: [file] } });
    await waitFor(() => expect(screen.getByTestId("import-check").hasAttribute("disabled")).toBe(false));
    fireEvent.click(screen.getByTestId("import-check"));
    expect((await screen.findByTestId("import-failed")).textContent).toContain("2 problems");
    const problems = screen.getByTestId("import-problems");
    expect(problems.textContent).toContain("Phone is not valid: 1371234");
    expect(problems.textContent).toContain("no such department: Nowhere");
    expect(screen.getByTestId("import-submit").hasAttribute("disabled")).toBe(true);
    const sent = calls.find((c) => c.url.pathname === "/api/v3/tea/import") as Call;
    expect(sent.url.searchParams.get("dryRun")).toBe("true");
  });
});
