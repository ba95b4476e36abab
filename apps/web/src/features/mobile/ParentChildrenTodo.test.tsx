import { type ChildTodo, type FillableForm, SessionKey, type TodoItem } from "@eos/contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { writeSession } from "../../api/session.ts";
import { wire } from "../../test/fillerTestKit.ts";
import { bodyOf, fakeApi, ok, signInAsStaff } from "../../test/peopleTestKit.ts";
import { renderRoute } from "../../test/renderRoute.tsx";

/** The first page of a run loads antd lazily, which takes long on a busy machine. */
const slow = { timeout: 25_000 };

const children = [
  { id: 101, name: "Li Ming", studentNo: "2026010101", classId: 5, className: "Grade 1 (1)", current: true },
  { id: 102, name: "Li Hua", studentNo: "2025020102", classId: 6, className: "Grade 2 (1)", current: false },
];

const task = (taskId: number, taskName: string): TodoItem => ({
  taskId,
  taskName,
  sceneName: "Home reading",
  formId: 7,
  fillerType: 2,
  subjectType: 1,
  deadline: null,
  pending: [],
});

const groups = (): ChildTodo[] => [
  { child: children[0], items: [task(4, "Daily reading")] },
  { child: children[1], items: [task(4, "Daily reading"), task(5, "Sports day sign-up")] },
];

const form: FillableForm = {
  id: 7,
  name: "Daily reading",
  version: 1,
  items: [wire({ id: 1, name: "Minutes read", type: 1 })],
  settings: {},
  optionCounts: {},
  value: null,
  draft: null,
};

const api = (todo: () => ChildTodo[] = groups) =>
  fakeApi({
    "GET /center/api/getChildrenToDoList": () => ok(todo()),
    "GET /auth/parent/children": () => ok(children.map((c) => ({ ...c, relation: "mother" }))),
    "GET /app/eos/form/wx/byid": () => ok(form),
    "POST /app/eos/form/wx/add": () => ok({ formValId: 99 }),
  });

beforeEach(() => {
  signInAsStaff();
  writeSession(
    SessionKey.userInfo,
    JSON.stringify({ id: 7, name: "Li's parent", type: 2, roleType: "p", schoolId: 12, areaId: 1 }),
  );
  writeSession(SessionKey.roleType, "p");
});

describe("a parent of two children on the phone", { timeout: 90_000 }, () => {
  it("sees every child's open tasks on the home, grouped under the child's name and class", async () => {
    const { calls } = api();
    renderRoute("/m/");
    const first = await screen.findByTestId("todo-group-101", {}, slow);
    const second = screen.getByTestId("todo-group-102");
    expect(screen.getByTestId("todo-child-101").textContent).toBe("Li Ming · Grade 1 (1)");
    expect(screen.getByTestId("todo-child-102").textContent).toBe("Li Hua · Grade 2 (1)");
    expect(within(first).getByTestId("todo-item-101-4").textContent).toContain("Daily reading");
    expect(within(first).queryByText("Sports day sign-up")).toBeNull();
    expect(within(second).getByTestId("todo-item-102-5").textContent).toContain("Sports day sign-up");
    // One call for both children: the current child's list is not asked for on its own.
    expect(calls.some((c) => c.url.pathname.endsWith("/getToDoList"))).toBe(false);
  });

  it("says which child has nothing waiting, and shows the empty state when no child has anything", async () => {
    let todo: ChildTodo[] = [{ child: children[0], items: [] }, ...groups().slice(1)];
    api(() => todo);
    const { unmount } = renderRoute("/m/");
    const quiet = await screen.findByTestId("todo-group-101", {}, slow);
    expect(quiet.textContent).toContain("Nothing waiting");
    unmount();
    todo = groups().map((g) => ({ ...g, items: [] }));
    renderRoute("/m/");
    expect((await screen.findByTestId("todo-empty", {}, slow)).textContent).toContain("Nothing waiting");
    expect(screen.queryByTestId("todo-group-101")).toBeNull();
  });

  it("opens the second child's task for that child: the fill page names them and wx/add is about them", async () => {
    const { calls } = api();
    const { router } = renderRoute("/m/");
    fireEvent.click(within(await screen.findByTestId("todo-item-102-4", {}, slow)).getByRole("link"));
    await screen.findByTestId("form-fill", {}, slow);
    expect(router.state.location.pathname).toBe("/m/form/7");
    expect(router.state.location.search).toBe("?taskId=4&childId=102");
    expect((await screen.findByTestId("fill-child-name")).textContent).toBe("Li Hua");
    expect(screen.getByTestId("fill-child-class").textContent).toContain("Grade 2 (1)");

    fireEvent.change(screen.getByLabelText("Minutes read"), { target: { value: "30" } });
    fireEvent.click(screen.getByTestId("form-submit"));
    await waitFor(() => expect(router.state.location.pathname).toBe("/m/"));
    const add = calls.find((c) => c.url.pathname.endsWith("/wx/add"));
    expect(bodyOf(add as NonNullable<typeof add>)).toMatchObject({ formId: 7, taskId: 4, childId: 102 });
  });

  it("names the current child on a task's fill page opened without a child (an older link)", async () => {
    const { calls } = api();
    renderRoute("/m/form/7?taskId=4");
    expect((await screen.findByTestId("fill-child-name", {}, slow)).textContent).toBe("Li Ming");
    await screen.findByTestId("form-fill", {}, slow);
    fireEvent.change(screen.getByLabelText("Minutes read"), { target: { value: "30" } });
    fireEvent.click(screen.getByTestId("form-submit"));
    await waitFor(() => expect(calls.some((c) => c.url.pathname.endsWith("/wx/add"))).toBe(true));
    const add = calls.find((c) => c.url.pathname.endsWith("/wx/add"));
    // The server fills for the session's current child, the one named above the form.
    expect(bodyOf(add as NonNullable<typeof add>).childId).toBeUndefined();
  });

  it("keeps the draft of the child the page is for: wx/byid and task/addDrafts both name them", async () => {
    const { calls } = fakeApi({
      "GET /auth/parent/children": () => ok(children.map((c) => ({ ...c, relation: "mother" }))),
      "GET /app/eos/form/wx/byid": (call) =>
        ok({
          ...form,
          draft:
            call.url.searchParams.get("childId") === "102"
              ? {
                  formValId: 3,
                  version: 1,
                  updatedAt: "2026-11-22T00:00:00Z",
                  values: [
                    {
                      itemId: 1,
                      val: "45",
                      valOther: "",
                      itemType: 1,
                      recordNum: null,
                      pid: null,
                      hidden: false,
                    },
                  ],
                }
              : null,
        }),
      "POST /app/eos/form/task/addDrafts": () => ok({ formValId: 4, updatedAt: "2026-11-22T00:00:00Z" }),
    });
    renderRoute("/m/form/7?taskId=4&childId=102");
    const minutes = (await screen.findByLabelText("Minutes read", {}, slow)) as HTMLInputElement;
    // Li Hua's draft, not Li Ming's.
    expect(minutes.value).toBe("45");
    fireEvent.change(minutes, { target: { value: "50" } });
    window.dispatchEvent(new Event("pagehide"));
    await waitFor(() => expect(calls.some((c) => c.url.pathname.endsWith("/task/addDrafts"))).toBe(true));
    const saved = calls.find((c) => c.url.pathname.endsWith("/task/addDrafts"));
    expect(bodyOf(saved as NonNullable<typeof saved>)).toMatchObject({ formId: 7, taskId: 4, childId: 102 });
  });
});
