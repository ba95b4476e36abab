import { SessionKey, type TodoItem } from "@eos/contracts";
import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeApi, ok, signInAsStaff } from "../../../test/peopleTestKit.ts";
import { renderRoute } from "../../../test/renderRoute.tsx";
import { testSession } from "../../../test/session.ts";

const slow = { timeout: 25_000 };
const inMinutes = (m: number) => new Date(Date.now() + m * 60_000).toISOString();

const todo = (extra: Partial<TodoItem>): TodoItem => ({
  taskId: 1,
  taskName: "Morning temperature",
  sceneName: "Health",
  formId: 7,
  fillerType: 1,
  subjectType: 1,
  deadline: null,
  pending: [],
  ...extra,
});

const teacherTask = todo({
  taskId: 11,
  taskName: "Lunch survey",
  formId: 8,
  fillerType: 0,
  deadline: inMinutes(10),
  pending: ["Ann", "Ben", "Cal", "Dee"].map((name, i) => ({ id: 20 + i, name })),
});

describe("the to-do list", { timeout: 60_000 }, () => {
  it("lists tasks on the console home, each opening its filler with the task", async () => {
    signInAsStaff();
    fakeApi({
      "GET /center/api/getToDoList": () => ok([todo({ deadline: inMinutes(60 * 24 * 5) }), teacherTask]),
    });
    renderRoute("/admin");
    const student = await screen.findByTestId("todo-item-1", {}, slow);
    expect(student.getAttribute("href")).toBe("/admin/forms/7/fill?taskId=1");
    const teacher = screen.getByTestId("todo-item-11");
    expect(teacher.getAttribute("href")).toBe("/admin/forms/8/batch?taskId=11");
    expect(teacher.textContent).toContain("Lunch survey");
    expect(teacher.textContent).toContain("4 waiting: Ann, Ben, Cal and others");
    // Ten minutes left: within the 900 s threshold, so the strongest highlight.
    expect(teacher.querySelector(".eos-todo-deadline--within15Minutes")?.textContent).toMatch(/min .* left$/);
    expect(student.textContent).toContain("Due ");
  });

  it("says so when nothing is waiting", async () => {
    signInAsStaff();
    fakeApi({ "GET /center/api/getToDoList": () => ok([]) });
    renderRoute("/admin");
    expect((await screen.findByTestId("todo-empty", {}, slow)).textContent).toBe("Nothing waiting");
  });

  it("opens the phone filler when a student taps an entry on /m/", async () => {
    testSession.set(SessionKey.token, "tok");
    testSession.set(
      SessionKey.userInfo,
      JSON.stringify({ id: 3, name: "Li Ming", type: 1, roleType: "stu", schoolId: 12, areaId: 1 }),
    );
    const api = fakeApi({
      "GET /center/api/getToDoList": () => ok([todo({ taskId: 4 })]),
      "GET /app/eos/form/wx/byid": () =>
        ok({
          id: 7,
          name: "Temperature",
          version: 1,
          items: [],
          settings: {},
          optionCounts: {},
          value: null,
          draft: null,
        }),
    });
    const { router } = renderRoute("/m/");
    fireEvent.click(within(await screen.findByTestId("todo-item-4", {}, slow)).getByRole("link"));
    await screen.findByTestId("form-fill", {}, slow);
    expect(router.state.location.pathname).toBe("/m/form/7");
    const byid = api.calls.find((c) => c.url.pathname.endsWith("/wx/byid"));
    expect(byid?.url.searchParams.get("taskId")).toBe("4");
  });
});
