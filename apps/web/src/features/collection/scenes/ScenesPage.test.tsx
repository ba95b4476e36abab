import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { bodyOf, fakeApi, ok, refuse, signInAsStaff } from "../../../test/peopleTestKit.ts";
import { renderRoute } from "../../../test/renderRoute.tsx";
import { callsTo, classify, page, scene } from "../../../test/scenesTestKit.ts";

const tree = [classify(1, "Health", [classify(2, "Eyesight", [], 1)]), classify(3, "Safety")];

const rowOf = (table: HTMLElement, name: string) =>
  within(table).getByText(name).closest("tr") as HTMLElement;

beforeAll(async () => {
  await Promise.all([import("./ScenesPage.tsx"), import("./SceneDetailPage.tsx")]);
}, 120_000);

beforeEach(() => signInAsStaff());

describe("the scenes page", { timeout: 60_000 }, () => {
  it("lists scenes with their state and filters them by the classification picked in the tree", async () => {
    const { calls } = fakeApi({
      "GET /v3/sceneClassify/list": () => ok(tree),
      "GET /v3/scene/page": (call) =>
        ok(
          call.url.searchParams.get("classifyId") === "2"
            ? page([scene(8, "Eye test", { classifyId: 2, classifyName: "Eyesight" })])
            : page([
                scene(7, "Morning check", {
                  shown: true,
                  shelved: true,
                  taskCount: 3,
                  classifyName: "Health",
                }),
                scene(8, "Eye test", { classifyId: 2, classifyName: "Eyesight" }),
              ]),
        ),
    });
    renderRoute("/admin/scenes");
    const table = await screen.findByTestId("scenes-table");
    const morning = await within(table).findByText("Morning check");
    const row = morning.closest("tr") as HTMLElement;
    expect(within(row).getByText("Shown")).toBeTruthy();
    expect(within(row).getByText("Shelved")).toBeTruthy();
    expect(within(row).getByRole("button", { name: "Unshelve" })).toBeTruthy();
    expect(within(rowOf(table, "Eye test")).getByText("Hidden")).toBeTruthy();
    fireEvent.click(within(screen.getByTestId("classify-tree")).getByText("Eyesight (1)"));
    await waitFor(() => expect(within(table).queryByText("Morning check")).toBeNull());
    const last = callsTo(calls, "/v3/scene/page").at(-1);
    expect(last?.url.searchParams.get("classifyId")).toBe("2");
  });

  it("adds a classification and moves one among its siblings", async () => {
    const { calls } = fakeApi({
      "GET /v3/sceneClassify/list": () => ok(tree),
      "GET /v3/scene/page": () => ok(page([])),
      "POST /v3/sceneClassify/add": () => ok({ id: 4 }),
      "POST /v3/sceneClassify/sort": () => ok(null),
    });
    renderRoute("/admin/scenes");
    const panel = await screen.findByTestId("classify-tree");
    fireEvent.click(await within(panel).findByText("Safety (1)"));
    fireEvent.click(await screen.findByText("Move up"));
    await waitFor(() => expect(callsTo(calls, "/v3/sceneClassify/sort")).toHaveLength(1));
    expect(bodyOf(callsTo(calls, "/v3/sceneClassify/sort")[0])).toMatchObject({ ids: [3, 1] });
    fireEvent.click(screen.getByTestId("classify-add"));
    fireEvent.change(await screen.findByTestId("classify-name"), { target: { value: " Sports " } });
    fireEvent.click(screen.getByTestId("classify-save"));
    await waitFor(() => expect(callsTo(calls, "/v3/sceneClassify/add")).toHaveLength(1));
    expect(bodyOf(callsTo(calls, "/v3/sceneClassify/add")[0])).toMatchObject({ pid: null, name: "Sports" });
  });

  it("creates a scene through the drawer and opens it", async () => {
    const { calls } = fakeApi({
      "GET /v3/sceneClassify/list": () => ok(tree),
      "GET /v3/scene/page": () => ok(page([])),
      "POST /v3/saveScene": () => ok({ id: 12 }),
      "GET /v3/scene/byid": () => ok(scene(12, "Sports day")),
      "GET /v3/task/list": () => ok([]),
    });
    const { router } = renderRoute("/admin/scenes");
    expect(await screen.findByText('No scenes yet. Click "New scene" to start.')).toBeTruthy();
    fireEvent.click(screen.getByTestId("scenes-add"));
    fireEvent.change(await screen.findByTestId("scene-name"), { target: { value: " Sports day " } });
    fireEvent.click(screen.getByText("Add column"));
    fireEvent.change(screen.getByPlaceholderText("Key"), { target: { value: "className" } });
    fireEvent.change(screen.getByPlaceholderText("Title"), { target: { value: "Class" } });
    fireEvent.click(screen.getByTestId("scene-save"));
    await waitFor(() => expect(router.state.location.pathname).toBe("/admin/scenes/12"));
    expect(bodyOf(callsTo(calls, "/v3/saveScene")[0])).toMatchObject({
      name: "Sports day",
      classifyId: null,
      description: "",
      columns: [{ key: "className", title: "Class" }],
    });
  });

  it("shows a scene at once, and shows the server's reason when shelving is refused", async () => {
    const { calls } = fakeApi({
      "GET /v3/sceneClassify/list": () => ok([]),
      "GET /v3/scene/page": () => ok(page([scene(7, "Morning check")])),
      "POST /v3/scene/show": () => ok(scene(7, "Morning check", { shown: true })),
      "POST /v3/scene/shelve": () => refuse(400, "A scene needs a task before it is shelved"),
    });
    renderRoute("/admin/scenes");
    const table = await screen.findByTestId("scenes-table");
    await within(table).findByText("Morning check");
    const actions = within(table).getByTestId("scene-row-actions");
    fireEvent.click(within(actions).getByRole("button", { name: "Show" }));
    await waitFor(() => expect(callsTo(calls, "/v3/scene/show")).toHaveLength(1));
    expect(bodyOf(callsTo(calls, "/v3/scene/show")[0])).toMatchObject({ id: 7 });
    fireEvent.click(within(actions).getByRole("button", { name: "Shelve" }));
    expect(await screen.findByText(/Other schools of the area will see this scene/)).toBeTruthy();
    expect(callsTo(calls, "/v3/scene/shelve")).toHaveLength(0);
    fireEvent.click(document.querySelector(".ant-popconfirm .ant-btn-primary") as HTMLElement);
    expect(await screen.findByText("A scene needs a task before it is shelved")).toBeTruthy();
    expect(bodyOf(callsTo(calls, "/v3/scene/shelve")[0])).toMatchObject({ id: 7 });
  });
});
