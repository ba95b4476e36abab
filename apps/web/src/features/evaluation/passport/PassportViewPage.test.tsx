import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { years } from "../../../test/evaluationTestKit.ts";
import { bodyOf, demoTree, fakeApi, ok, signInAsStaff } from "../../../test/peopleTestKit.ts";
import { renderRoute } from "../../../test/renderRoute.tsx";
import { callsTo, page } from "../../../test/scenesTestKit.ts";
import { passportData } from "./passportTestKit.ts";

const student = (id: number, name: string) => ({
  id,
  name,
  gender: 1,
  studentNo: `S${id}`,
  classId: 3,
  className: "Class 1-1",
  account: null,
  createdAt: "2026-09-01T00:00:00.000Z",
});

async function pickClass(label: string) {
  // The picker is built anew once the tree is there: look it up again until it is enabled.
  await waitFor(() =>
    expect(screen.getByTestId("passport-class").className).not.toContain("ant-select-disabled"),
  );
  fireEvent.mouseDown(within(screen.getByTestId("passport-class")).getByRole("combobox"));
  const title = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>(".ant-select-tree-title")].find(
      (n) => n.textContent === label,
    );
    if (!found) throw new Error(`no ${label}`);
    return found;
  });
  fireEvent.click(title);
}

/** The class teacher's view: the comment is theirs to write, the statement is not. */
const teacherView = () =>
  passportData({
    units: passportData().units.map((u) =>
      u.kind === "teacherComment" ? { ...u, editable: true } : { ...u, editable: false },
    ),
  });

beforeAll(async () => {
  await import("./PassportViewPage.tsx");
}, 120_000);

beforeEach(() => signInAsStaff());

describe("a student's passport in the console", { timeout: 90_000 }, () => {
  it("a teacher picks a class and a student, and resets the comment after confirming", async () => {
    const { calls } = fakeApi({
      "GET /v3/schoolYear/list": () => ok(years),
      "GET /v3/org/tree": () => ok(demoTree()),
      "GET /v3/stu/page": () => ok(page([student(70, "Li Lei"), student(71, "Han Meimei")])),
      "GET /v3/passport/data": () => ok(teacherView()),
      "POST /v3/passport/info/save": () => ok(null),
    });
    renderRoute("/admin/passports/view");
    await pickClass("Class 1-1");
    const students = await screen.findByTestId("passport-student");
    await waitFor(() => expect(students.className).not.toContain("ant-select-disabled"));
    fireEvent.mouseDown(within(students).getByRole("combobox"));
    fireEvent.click(await screen.findByTitle("Li Lei S70"));

    const view = await screen.findByTestId("passport-view");
    const asked = callsTo(calls, "/v3/passport/data")[0].url.searchParams;
    expect([asked.get("studentId"), asked.get("schoolYearId")]).toEqual(["70", "1"]);
    expect(within(view).queryByTestId("passport-edit-selfStatement")).toBeNull();

    fireEvent.click(within(view).getByTestId("passport-edit-teacherComment"));
    expect((screen.getByTestId("passport-text-input") as HTMLTextAreaElement).value).toBe("Works hard.");
    fireEvent.click(screen.getByTestId("passport-reset-teacherComment"));
    expect(await screen.findByText("Clear this text?")).toBeTruthy();
    fireEvent.click((await screen.findAllByTestId("confirm-ok")).at(-1) as HTMLElement);
    await waitFor(() => expect(callsTo(calls, "/v3/passport/info/save")).toHaveLength(1));
    expect(bodyOf(callsTo(calls, "/v3/passport/info/save")[0])).toMatchObject({
      studentId: 70,
      schoolYearId: 1,
      kind: "teacherComment",
      text: "",
    });
    expect(screen.getByTestId("passport-download-pdf")).toBeTruthy();
    expect(screen.getByTestId("passport-download-class")).toBeTruthy();
  });
});
