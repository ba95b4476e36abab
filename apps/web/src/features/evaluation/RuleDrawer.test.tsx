import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { modelDetail, releasedForm, rule, ruleConfig, years } from "../../test/evaluationTestKit.ts";
import type { Handlers } from "../../test/peopleTestKit.ts";
import { bodyOf, fakeApi, ok, signInAsStaff } from "../../test/peopleTestKit.ts";
import { renderRoute } from "../../test/renderRoute.tsx";
import { callsTo, page, scene, task } from "../../test/scenesTestKit.ts";

const api = (extra: Handlers = {}) =>
  fakeApi({
    "GET /v3/target/detail": () => ok(modelDetail()),
    "GET /v3/computeRule/page": () => ok(page([])),
    "GET /v3/schoolYear/list": () => ok(years),
    "GET /v3/scene/page": () => ok(page([scene(5, "Morning check")])),
    "GET /v3/task/list": () => ok([task(21, "Run week 1"), task(22, "Run week 2")]),
    "GET /app/eos/form/wx/byid": () => ok(releasedForm),
    "POST /v3/computeRule/save": () => ok({ id: 40, version: 1 }),
    ...extra,
  });

const pick = async (testId: string, option: string) => {
  const root = await screen.findByTestId(testId);
  await waitFor(() => expect(root.className).not.toContain("ant-select-disabled"));
  fireEvent.mouseDown(within(root).getByRole("combobox"));
  fireEvent.click(await screen.findByTitle(option));
};

const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

/** Opens a new rule's drawer on the model's page, named and reading the scene "Morning check". */
const openNewRule = async (name: string) => {
  renderRoute("/admin/models/9");
  fireEvent.click(await screen.findByTestId("rules-add"));
  type("rule-name", name);
  await pick("rule-scene", "Morning check");
};

const savedConfig = async (calls: ReturnType<typeof api>["calls"]) => {
  fireEvent.click(screen.getByTestId("rule-save"));
  await waitFor(() => expect(callsTo(calls, "/v3/computeRule/save")).toHaveLength(1));
  return bodyOf(callsTo(calls, "/v3/computeRule/save")[0]);
};

beforeAll(async () => {
  await import("./ModelEditorPage.tsx");
}, 120_000);

beforeEach(() => signInAsStaff());

describe("the scoring rule drawer", { timeout: 90_000 }, () => {
  it("builds a fixed-points rule with a condition, a count limit and chosen tasks", async () => {
    const { calls } = api();
    await openNewRule(" Morning run ");
    await pick("rule-tasks", "Run week 2");
    type("rule-points", "3");
    // The condition's item is picked by its title and inserted as its reference; it reads back by title.
    await pick("rule-condition-item", "Minutes run");
    expect((screen.getByTestId("rule-condition") as HTMLTextAreaElement).value).toBe("{101}");
    type("rule-condition", "{101} >= 30");
    expect((await screen.findByTestId("rule-condition-readable")).textContent).toBe(
      "Reads: {Minutes run} >= 30",
    );
    type("rule-max-count", "5");
    const body = await savedConfig(calls);
    expect(body).toMatchObject({ modelId: 9, indicatorId: 1, name: "Morning run" });
    expect(body.config).toEqual(
      ruleConfig({ sceneId: 5, taskIds: [22], points: 3, condition: "{101} >= 30", maxCount: 5 }),
    );
  });

  it("builds a number-item rule from the items of the tasks' released form", async () => {
    const { calls } = api();
    await openNewRule("Minutes");
    fireEvent.click(screen.getByText("Number item"));
    await pick("rule-item", "Minutes run");
    type("rule-scale", "0.5");
    type("rule-per-value-max", "10");
    type("rule-cap", "40");
    fireEvent.click(screen.getByText("Highest"));
    const body = await savedConfig(calls);
    expect(body.config).toEqual(
      ruleConfig({
        kind: "item",
        points: 0,
        itemId: "101",
        scale: 0.5,
        perValueMax: 10,
        cap: 40,
        aggregate: "max",
      }),
    );
  });

  it("builds a rule that reads a data source an area registers (practice activity scores)", async () => {
    const { calls } = api({
      "GET /v3/computeRule/sources": () => ok([{ key: "practice.score", name: "Practice activity scores" }]),
    });
    await openNewRule("Practice");
    await pick("rule-source", "Practice activity scores");
    // A source rule reads no tasks or items: those fields give way to the source's scale.
    await waitFor(() => expect(screen.queryByTestId("rule-tasks")).toBeNull());
    type("rule-source-scale", "0.5");
    fireEvent.click(screen.getByText("Average"));
    const body = await savedConfig(calls);
    expect(body.config).toEqual(
      ruleConfig({ source: "practice.score", points: 0, scale: 0.5, aggregate: "avg" }),
    );
  });

  it("builds a per-option rule with one points input per option of the chosen item", async () => {
    const { calls } = api();
    await openNewRule("Effort");
    fireEvent.click(screen.getByText("Per option"));
    // Only choice items are offered for this kind.
    fireEvent.mouseDown(within(await screen.findByTestId("rule-item")).getByRole("combobox"));
    fireEvent.click(await screen.findByTitle("Effort"));
    expect(screen.queryByTitle("Minutes run")).toBeNull();
    await screen.findByTestId("rule-option-201");
    type("rule-option-201", "5");
    type("rule-option-202", "1");
    const body = await savedConfig(calls);
    expect(body.config).toEqual(
      ruleConfig({ kind: "option", points: 0, itemId: "102", optionPoints: { "201": 5, "202": 1 } }),
    );
  });

  it("lists what each rule reads by the item's title, its condition too", async () => {
    const reading = rule(12, "Minutes", {
      config: ruleConfig({ kind: "item", itemId: "101", condition: "{102} = 'Good' && {999} > 1" }),
      itemTitles: { "101": "Minutes run", "102": "Effort" },
    });
    api({ "GET /v3/computeRule/page": () => ok(page([reading, rule(13, "Per log")])) });
    renderRoute("/admin/models/9");
    const table = await screen.findByTestId("rules-table");
    const reads = await within(table).findByTestId("rule-reads-12");
    expect(reads.textContent).toBe("Minutes runwhen {Effort} = 'Good' && {999} > 1");
    expect(within(table).getByTestId("rule-reads-13").textContent).toBe("—");
  });

  it("previews a rule's draft on the current term, then publishes it", async () => {
    const draft = ruleConfig({ points: 4 });
    const { calls } = api({
      "GET /v3/computeRule/page": () => ok(page([rule(11, "Morning run", { draft })])),
      "GET /v3/computeRule/detail": () => ok(rule(11, "Morning run", { draft })),
      "POST /v3/computeRule/preview": () =>
        ok({
          termId: 4,
          students: 30,
          changedScores: 12,
          changedBands: 3,
          averageDelta: 4.5,
          largestDelta: 8,
          samples: [
            {
              studentId: 70,
              studentName: "Li Lei",
              before: 56,
              after: 64,
              bandBefore: "Try",
              bandAfter: "Pass",
            },
          ],
        }),
      "POST /v3/computeRule/stash/publish": () => ok({ id: 11, version: 2 }),
    });
    renderRoute("/admin/models/9");
    fireEvent.click(await within(await screen.findByTestId("rules-table")).findByTestId("rule-edit"));
    expect(await screen.findByTestId("rule-draft-notice")).toBeTruthy();
    expect((screen.getByTestId("rule-points") as HTMLInputElement).value).toBe("4");
    fireEvent.click(screen.getByTestId("rule-preview-run"));
    const preview = await screen.findByTestId("rule-preview");
    expect(bodyOf(callsTo(calls, "/v3/computeRule/preview")[0])).toMatchObject({ id: 11, config: draft });
    expect(within(preview).getByText("Li Lei")).toBeTruthy();
    expect(within(preview).getByText("Try → Pass")).toBeTruthy();
    expect(within(preview).getByText("12")).toBeTruthy();
    fireEvent.click(screen.getByTestId("rule-publish"));
    await waitFor(() => expect(callsTo(calls, "/v3/computeRule/stash/publish")).toHaveLength(1));
    expect(bodyOf(callsTo(calls, "/v3/computeRule/stash/publish")[0])).toMatchObject({ id: 11 });
    expect(
      await screen.findByText("Published as v2; scores are being recomputed in the background"),
    ).toBeTruthy();
  });
});
