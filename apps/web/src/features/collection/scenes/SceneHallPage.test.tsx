import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { bodyOf, fakeApi, ok, signInAsStaff } from "../../../test/peopleTestKit.ts";
import { renderRoute } from "../../../test/renderRoute.tsx";
import { callsTo, hallItem, page, scene } from "../../../test/scenesTestKit.ts";

beforeAll(async () => {
  await Promise.all([import("./SceneHallPage.tsx"), import("./SceneDetailPage.tsx")]);
}, 120_000);

beforeEach(() => signInAsStaff());

describe("the scene hall", { timeout: 60_000 }, () => {
  it("lists the area's shelved scenes, searches them, copies one and opens the copy", async () => {
    const { calls } = fakeApi({
      "GET /v3/sceneHall/page": (call) =>
        ok(
          call.url.searchParams.get("keyword")
            ? page([hallItem(9, "Reading log", { schoolId: 41, schoolName: "East Primary" })])
            : page([
                hallItem(8, "Morning check", { copied: true }),
                hallItem(9, "Reading log", { schoolId: 41 }),
              ]),
        ),
      "POST /v3/sceneHall/copy": () => ok({ id: 77 }),
      "GET /v3/scene/byid": () => ok(scene(77, "Reading log")),
      "GET /v3/task/list": () => ok([]),
    });
    const { router } = renderRoute("/admin/scene-hall");
    const table = await screen.findByTestId("scene-hall-table");
    const morning = (await within(table).findByText("Morning check")).closest("tr") as HTMLElement;
    expect(within(morning).getByText("North Middle School")).toBeTruthy();
    expect(within(morning).getByText("Copied")).toBeTruthy();
    const search = within(screen.getByTestId("scene-hall-search")).getByRole("searchbox");
    fireEvent.change(search, { target: { value: "reading" } });
    fireEvent.keyDown(search, { key: "Enter", code: "Enter", keyCode: 13 });
    await waitFor(() => expect(within(table).queryByText("Morning check")).toBeNull());
    expect(callsTo(calls, "/v3/sceneHall/page").at(-1)?.url.searchParams.get("keyword")).toBe("reading");
    const reading = within(table).getByText("Reading log").closest("tr") as HTMLElement;
    fireEvent.click(within(reading).getByText("Copy"));
    expect(
      (await screen.findAllByText('Copy the scene "Reading log" into your school?')).length,
    ).toBeGreaterThan(0);
    expect(callsTo(calls, "/v3/sceneHall/copy")).toHaveLength(0);
    fireEvent.click((await screen.findAllByTestId("confirm-ok")).at(-1) as HTMLElement);
    fireEvent.click(await screen.findByTestId("hall-open-new"));
    await waitFor(() => expect(router.state.location.pathname).toBe("/admin/scenes/77"));
    expect(bodyOf(callsTo(calls, "/v3/sceneHall/copy")[0])).toMatchObject({ fromSchoolId: 41, sceneId: 9 });
  });
});
