import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { modelDetail, rule, years } from "../../test/evaluationTestKit.ts";
import { bodyOf, fakeApi, ok, signInAsStaff } from "../../test/peopleTestKit.ts";
import { renderRoute } from "../../test/renderRoute.tsx";
import { callsTo, page } from "../../test/scenesTestKit.ts";

const rowOf = (name: string) =>
  within(screen.getByTestId("indicator-tree")).getByText(name).closest("tr") as HTMLElement;

const fillIndicator = async (name: string, weight: string, max: string) => {
  fireEvent.change(await screen.findByTestId("indicator-name"), { target: { value: name } });
  fireEvent.change(screen.getByTestId("indicator-weight"), { target: { value: weight } });
  fireEvent.change(screen.getByTestId("indicator-max"), { target: { value: max } });
  fireEvent.click(screen.getByTestId("indicator-save"));
  await waitFor(() => expect(screen.queryByTestId("indicator-name")).toBeNull());
};

beforeAll(async () => {
  await import("./ModelEditorPage.tsx");
}, 120_000);

beforeEach(() => signInAsStaff());

describe("the model editor", { timeout: 120_000 }, () => {
  it("edits the tree around the area's locked indicators and saves it as a new version", async () => {
    let version = 3;
    const { calls } = fakeApi({
      "GET /v3/target/detail": () => ok(modelDetail({ version })),
      "POST /v3/target/update": () => {
        version = 4;
        return ok({ id: 9, version });
      },
      "GET /v3/computeRule/page": () =>
        ok(page([rule(11, "Morning run", { draft: { ...rule(0, "").config } })])),
      "GET /v3/schoolYear/list": () => ok(years),
    });
    renderRoute("/admin/models/9");
    await screen.findByTestId("indicator-tree");
    expect((await screen.findByTestId("model-version")).textContent).toBe("v3");
    const locked = rowOf("Morality");
    expect(within(locked).getByTestId("indicator-locked")).toBeTruthy();
    expect(within(locked).queryByRole("button", { name: "Delete" })).toBeNull();
    expect(within(locked).queryByRole("button", { name: "Edit" })).toBeNull();
    // Under a locked indicator the school may still add its own.
    fireEvent.click(within(rowOf("Honesty")).getByTestId("indicator-add-child"));
    await fillIndicator("Keeps promises", "100", "10");
    // Three levels at most: the new third-level indicator takes no child.
    expect(within(rowOf("Keeps promises")).queryByTestId("indicator-add-child")).toBeNull();

    fireEvent.click(within(rowOf("Sports")).getByRole("button", { name: "Edit" }));
    await fillIndicator("Sports and health", "40", "100");
    fireEvent.click(screen.getByTestId("indicator-add-top"));
    await fillIndicator("Arts", "10", "50");
    fireEvent.click(within(rowOf("Arts")).getByRole("button", { name: "Delete" }));
    fireEvent.click((await screen.findAllByTestId("confirm-ok")).at(-1) as HTMLElement);
    await waitFor(() => expect(within(screen.getByTestId("indicator-tree")).queryByText("Arts")).toBeNull());

    fireEvent.click(screen.getByTestId("level-add"));
    const bands = screen.getAllByTestId("level-band");
    fireEvent.change(within(bands[2]).getByLabelText("Band"), { target: { value: "Try again" } });
    fireEvent.click(screen.getByTestId("model-save"));
    await waitFor(() => expect(callsTo(calls, "/v3/target/update")).toHaveLength(1));
    expect(bodyOf(callsTo(calls, "/v3/target/update")[0])).toMatchObject({
      id: 9,
      name: "Growth model",
      periods: ["primary"],
      levels: [
        { name: "Excellent", min: 90 },
        { name: "Pass", min: 60 },
        { name: "Try again", min: 0 },
      ],
      indicators: [
        { key: "1", parentKey: null, name: "Morality", weight: 50, maxScore: 100 },
        { key: "2", parentKey: "1", name: "Honesty", weight: 50, maxScore: 100 },
        { key: "n4", parentKey: "2", name: "Keeps promises", weight: 100, maxScore: 10 },
        { key: "3", parentKey: null, name: "Sports and health", weight: 40, maxScore: 100 },
      ],
    });
    await waitFor(() => expect(screen.getByTestId("model-version").textContent).toBe("v4"));
    const rules = await screen.findByTestId("rules-table");
    expect(await within(rules).findByText("Morning run")).toBeTruthy();
    expect(within(rules).getByText("Draft")).toBeTruthy();
  });

  it("creates a model and opens it", async () => {
    const { calls } = fakeApi({
      "POST /v3/target/add": () => ok({ id: 12, version: 1 }),
      "GET /v3/target/detail": () =>
        ok(modelDetail({ id: 12, name: "New model", version: 1, indicators: [] })),
      "GET /v3/computeRule/page": () => ok(page([])),
      "GET /v3/schoolYear/list": () => ok(years),
    });
    const { router } = renderRoute("/admin/models/new");
    fireEvent.change(await screen.findByTestId("model-name"), { target: { value: " New model " } });
    fireEvent.click(screen.getByTestId("indicator-add-top"));
    await fillIndicator("Study", "100", "100");
    fireEvent.click(screen.getByTestId("model-save"));
    await waitFor(() => expect(router.state.location.pathname).toBe("/admin/models/12"));
    const body = bodyOf(callsTo(calls, "/v3/target/add")[0]);
    expect(body).toMatchObject({
      name: "New model",
      indicators: [{ key: "n1", parentKey: null, name: "Study", weight: 100, maxScore: 100 }],
    });
    expect(body).not.toHaveProperty("id");
  });

  it("runs the rules for the current term and shows the progress, then the result", async () => {
    let polls = 0;
    const { calls } = fakeApi({
      "GET /v3/target/detail": () => ok(modelDetail()),
      "GET /v3/computeRule/page": () => ok(page([rule(11, "Morning run")])),
      "GET /v3/schoolYear/list": () => ok(years),
      "POST /v3/computeRule/batchExecute": () => ok({ jobId: 77 }),
      "GET /v3/job/get": () => {
        polls += 1;
        const done = polls >= 2;
        return ok({
          id: 77,
          kind: "evaluation.run",
          state: done ? "done" : "running",
          percent: done ? 100 : 40,
          done: done ? 10 : 4,
          total: 10,
          result: done ? { rules: 1, students: 10, entries: 25, errors: 2 } : null,
          error: null,
        });
      },
      "GET /v3/computeRule/errorLog": () => ok(page([])),
    });
    renderRoute("/admin/models/9");
    const run = await screen.findByTestId("batch-execute");
    await within(run).findByText("Autumn 2026 (current)");
    fireEvent.click(screen.getByTestId("batch-execute-start"));
    await waitFor(() => expect(callsTo(calls, "/v3/computeRule/batchExecute")).toHaveLength(1));
    expect(bodyOf(callsTo(calls, "/v3/computeRule/batchExecute")[0])).toMatchObject({
      modelId: 9,
      termId: 4,
    });
    expect(await screen.findByTestId("batch-progress")).toBeTruthy();
    const result = await screen.findByTestId("batch-result", {}, { timeout: 8000 });
    expect(result.textContent).toContain("1 rules, 10 students, 25 score entries, 2 errors");
    fireEvent.click(within(result).getByRole("button", { name: "See the error log" }));
    await waitFor(() => expect(callsTo(calls, "/v3/computeRule/errorLog").length).toBeGreaterThan(0));
    const log = callsTo(calls, "/v3/computeRule/errorLog")[0].url.searchParams;
    expect([log.get("modelId"), log.get("termId")]).toEqual(["9", "4"]);
  });
});
