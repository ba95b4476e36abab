import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { bodyOf, demoTree, fakeApi, ok, signInAsStaff } from "../../../test/peopleTestKit.ts";
import { renderRoute } from "../../../test/renderRoute.tsx";
import { callsTo, page, scene, task } from "../../../test/scenesTestKit.ts";

const form = (id: number, name: string, version: number | null) => ({
  id,
  name,
  version,
  draftChanged: false,
  itemCount: 3,
  valueCount: 0,
  updatedAt: "2026-11-20T08:00:00.000Z",
});

const api = (extra: Parameters<typeof fakeApi>[0] = {}) =>
  fakeApi({
    "GET /v3/scene/byid": () =>
      ok(scene(5, "Morning check", { description: "Daily health check", shown: true })),
    "GET /v3/task/list": () =>
      ok([
        task(21, "Temperature", { state: 0 }),
        task(22, "Eyesight", {
          state: 1,
          fillerType: 2,
          joinTimeType: 2,
          startAt: "2026-12-01T00:00:00.000Z",
          endAt: "2026-12-08T00:00:00.000Z",
          recurrence: 1,
        }),
      ]),
    "GET /v3/eos/form/admin/page": () =>
      ok(page([form(31, "Health check", 2), form(32, "Draft survey", null)])),
    "GET /v3/org/tree": () => ok(demoTree()),
    ...extra,
  });

const pick = async (testId: string, option: string) => {
  fireEvent.mouseDown(within(screen.getByTestId(testId)).getByRole("combobox"));
  fireEvent.click(await screen.findByTitle(option));
};

const typeDate = (input: HTMLElement, value: string) => {
  fireEvent.mouseDown(input);
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value } });
  fireEvent.keyDown(input, { key: "Enter", code: "Enter", keyCode: 13 });
};

beforeAll(async () => {
  await import("./SceneDetailPage.tsx");
}, 120_000);

beforeEach(() => signInAsStaff());

describe("a scene's page", { timeout: 60_000 }, () => {
  it("shows the scene and its tasks, publishes a draft after confirmation and shows a QR code", async () => {
    const { calls } = api({
      "POST /v3/task/publish": () => ok(task(21, "Temperature", { state: 1 })),
      "GET /v3/statistics/task/qrcode": () =>
        ok({ url: "https://eos.example/m/form/31?taskId=21", svg: "<svg/>" }),
    });
    renderRoute("/admin/scenes/5");
    expect((await screen.findByTestId("scene-title")).textContent).toBe("Morning check");
    expect(screen.getByText("Daily health check")).toBeTruthy();
    const table = screen.getByTestId("tasks-table");
    const eyes = (await within(table).findByText("Eyesight")).closest("tr") as HTMLElement;
    expect(within(eyes).getByText("Parents")).toBeTruthy();
    expect(within(eyes).getByText("Daily")).toBeTruthy();
    expect(within(eyes).getByText(/^Time range: /)).toBeTruthy();
    const temp = within(table).getByText("Temperature").closest("tr") as HTMLElement;
    expect(within(temp).getByText("Draft")).toBeTruthy();
    fireEvent.click(within(temp).getByText("Publish"));
    fireEvent.click((await screen.findAllByTestId("confirm-ok")).at(-1) as HTMLElement);
    await waitFor(() => expect(callsTo(calls, "/v3/task/publish")).toHaveLength(1));
    expect(bodyOf(callsTo(calls, "/v3/task/publish")[0])).toMatchObject({ id: 21 });
    fireEvent.click(within(temp).getByText("QR code"));
    const image = await screen.findByTestId("task-qr-image");
    expect(image.getAttribute("src")).toBe(`data:image/svg+xml;utf8,${encodeURIComponent("<svg/>")}`);
    expect(screen.getByTestId("task-qr-url").textContent).toContain(
      "https://eos.example/m/form/31?taskId=21",
    );
  });

  it("says that a hidden scene's task would reach nobody, and shows the scene when publishing it", async () => {
    const { calls } = api({
      "GET /v3/scene/byid": () => ok(scene(5, "Morning check", { shown: false })),
      "POST /v3/task/publish": () => ok(task(21, "Temperature", { state: 1 })),
      "POST /v3/scene/show": () => ok(scene(5, "Morning check", { shown: true })),
    });
    renderRoute("/admin/scenes/5");
    const table = await screen.findByTestId("tasks-table");
    const temp = (await within(table).findByText("Temperature")).closest("tr") as HTMLElement;
    fireEvent.click(within(temp).getByText("Publish"));
    expect((await screen.findByTestId("publish-hidden-scene")).textContent).toContain("no filler sees");
    fireEvent.click((await screen.findAllByTestId("confirm-ok")).at(-1) as HTMLElement);
    await waitFor(() => expect(callsTo(calls, "/v3/scene/show")).toHaveLength(1));
    expect(bodyOf(callsTo(calls, "/v3/task/publish")[0])).toMatchObject({ id: 21 });
    expect(bodyOf(callsTo(calls, "/v3/scene/show")[0])).toMatchObject({ id: 5 });
  });

  it("refuses a time range without an end, then saves the task with the chosen values", async () => {
    const { calls } = api({ "POST /v3/task/save": () => ok({ id: 23 }) });
    renderRoute("/admin/scenes/5");
    fireEvent.click(await screen.findByTestId("task-add"));
    fireEvent.change(await screen.findByTestId("task-name"), { target: { value: " Weekly reading " } });
    await pick("task-form", "Health check");
    fireEvent.click(screen.getByTestId("task-filler-1"));
    await waitFor(() =>
      expect(within(screen.getByTestId("task-classes")).getByRole("combobox")).toBeTruthy(),
    );
    await pick("task-classes", "Class 1-2");
    fireEvent.click(screen.getByTestId("task-join-2"));
    const [start, end] = within(await screen.findByTestId("task-drawer")).getAllByPlaceholderText(
      /^(Start|End)$/,
    );
    typeDate(start, "2026-12-01 08:00");
    fireEvent.click(screen.getByTestId("task-save"));
    expect(await screen.findByText("Choose a start and an end")).toBeTruthy();
    expect(callsTo(calls, "/v3/task/save")).toHaveLength(0);
    typeDate(end, "2026-12-07 18:00");
    fireEvent.click(screen.getByTestId("task-save"));
    await waitFor(() => expect(callsTo(calls, "/v3/task/save")).toHaveLength(1));
    const body = bodyOf(callsTo(calls, "/v3/task/save")[0]);
    expect(body).toMatchObject({
      sceneId: 5,
      name: "Weekly reading",
      formId: 31,
      fillerType: 1,
      classIds: [4],
      joinTimeType: 2,
      recurrence: 0,
      description: "",
    });
    expect(new Date(String(body.startAt)) < new Date(String(body.endAt))).toBe(true);
  });
  it("opens a task's own values for editing after a new task was added", async () => {
    const { calls } = api({ "POST /v3/task/save": () => ok({ id: 23 }) });
    renderRoute("/admin/scenes/5");
    fireEvent.click(await screen.findByTestId("task-add"));
    fireEvent.change(await screen.findByTestId("task-name"), { target: { value: "Lunch" } });
    await pick("task-form", "Health check");
    fireEvent.click(screen.getByTestId("task-save"));
    await waitFor(() => expect(callsTo(calls, "/v3/task/save")).toHaveLength(1));
    await waitFor(() => expect(screen.queryByTestId("task-drawer")).toBeNull());
    const row = (await within(screen.getByTestId("tasks-table")).findByText("Eyesight")).closest(
      "tr",
    ) as HTMLElement;
    fireEvent.click(within(row).getByText("Edit"));
    await waitFor(() => expect((screen.getByTestId("task-name") as HTMLInputElement).value).toBe("Eyesight"));
    // antd puts a radio's test id on its input
    const checked = (testId: string) => (screen.getByTestId(testId) as HTMLInputElement).checked;
    expect(checked("task-filler-2")).toBe(true);
    expect(checked("task-join-2")).toBe(true);
  });
});
