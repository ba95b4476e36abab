import type { TargetSchoolUsage, TargetUsage } from "@eos/contracts";
import { SessionKey } from "@eos/contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { errorEnvelope } from "../../../test/fetchMock.ts";
import { fakeApi, ok, signInAsStaff } from "../../../test/peopleTestKit.ts";
import { renderRoute } from "../../../test/renderRoute.tsx";
import { callsTo, page } from "../../../test/scenesTestKit.ts";
import { demoArea, primarySchool } from "../../../test/schools.ts";
import { testSession } from "../../../test/session.ts";

const slow = { timeout: 25_000 };

const indicator = (indicatorId: number, name: string, extra: Partial<TargetUsage> = {}): TargetUsage => ({
  indicatorId,
  modelId: 3,
  modelName: "Growth",
  level: 1,
  name,
  parents: [],
  schools: 2,
  copiedSchools: 2,
  ruleSchools: 0,
  scoredSchools: 0,
  usedSchools: 0,
  rules: 0,
  scoredStudents: 0,
  ...extra,
});
const community = indicator(31, "Community", {
  level: 3,
  parents: ["Moral", "Volunteer service"],
  ruleSchools: 1,
  scoredSchools: 1,
  usedSchools: 1,
  rules: 4,
  scoredStudents: 57,
});
const school = (schoolId: number, schoolName: string, extra: Partial<TargetSchoolUsage> = {}) => ({
  schoolId,
  schoolName,
  termName: "2026-2027 first term",
  copied: true,
  rules: 0,
  rulesOff: 0,
  scoredStudents: 0,
  used: false,
  ...extra,
});
const years = [
  {
    id: 1,
    name: "2026-2027",
    startDate: "2026-09-01",
    endDate: "2027-08-31",
    terms: [
      { id: 7, name: "First term", stime: "2026-09-01", etime: "2027-01-31", isNow: "Y" },
      { id: 8, name: "Second term", stime: "2027-02-01", etime: "2027-08-31", isNow: "N" },
    ],
  },
];

const api = (list: TargetUsage[] = [indicator(30, "Physical"), community], site = demoArea) =>
  fakeApi({
    "GET /auth/my/getschool": () => ok(site),
    "GET /v3/usedCount/scene/page": () => ok(page([])),
    "GET /v3/usedCount/target/models": () => ok([{ id: 3, name: "Growth", indicators: 5 }]),
    "GET /v3/schoolYear/list": () => ok(years),
    "GET /v3/usedCount/target/page": () => ok(page(list)),
    "GET /v3/usedCount/target/schools": () =>
      ok(
        page([
          school(40, "North Middle School", { rules: 4, scoredStudents: 57, used: true }),
          school(41, "South Primary", { rulesOff: 1, termName: null }),
        ]),
      ),
    "GET /v3/usedCount/target/export": () => ({ raw: "PK-targets" }),
  });

/** jsdom has no object URLs nor downloads: record the file instead. */
const catchDownloads = () => {
  const blobs: Blob[] = [];
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => {
      blobs.push(blob);
      return "blob:targets";
    },
    revokeObjectURL: () => undefined,
  });
  onTestFinished(() => {
    Reflect.deleteProperty(URL, "createObjectURL");
    Reflect.deleteProperty(URL, "revokeObjectURL");
  });
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => undefined);
  return blobs;
};

const pick = async (testId: string, option: string) => {
  fireEvent.mouseDown(within(screen.getByTestId(testId)).getByRole("combobox"));
  fireEvent.click(await screen.findByTitle(option));
};
const params = (calls: ReturnType<typeof api>["calls"], path: string) =>
  Object.fromEntries(callsTo(calls, path).at(-1)?.url.searchParams ?? []);

const openTab = async () => {
  fireEvent.click(await screen.findByText("Target levels", {}, slow));
  return screen.findByTestId("target-table", {}, slow);
};

describe("usage by target level", { timeout: 60_000 }, () => {
  beforeEach(() => {
    signInAsStaff();
    testSession.set(SessionKey.schoolId, String(demoArea.id));
    testSession.set(SessionKey.schoolInfo, JSON.stringify(demoArea));
  });

  it("lists the area's indicators with their schools, filtered, sorted, opened and exported", async () => {
    const { calls } = api();
    const blobs = catchDownloads();
    renderRoute("/admin/usage");
    const table = await openTab();
    const row = (await within(table).findByText("Community", {}, slow)).closest("tr") as HTMLElement;
    expect(within(row).getByText("Under Moral / Volunteer service")).toBeTruthy();
    expect(within(row).getByText("Level 3")).toBeTruthy();
    expect(within(row).getByText("2 of 2")).toBeTruthy();
    expect(within(row).getByText("1 / 2")).toBeTruthy();
    expect(within(row).getByText("57")).toBeTruthy();
    expect(screen.getByText(/A school uses an indicator when/)).toBeTruthy();
    expect(params(calls, "/v3/usedCount/target/page")).toMatchObject({ sortField: "tree", page: "1" });

    await pick("target-level", "Level 3");
    await waitFor(() => expect(params(calls, "/v3/usedCount/target/page").level).toBe("3"));
    await pick("target-term", "Second term");
    await waitFor(() => expect(params(calls, "/v3/usedCount/target/page").termId).toBe("8"));
    fireEvent.click(within(table).getAllByText("Students scored")[0].closest("th") as HTMLElement);
    await waitFor(() =>
      expect(params(calls, "/v3/usedCount/target/page")).toMatchObject({
        sortField: "scoredStudents",
        sortOrder: "ascend",
        level: "3",
      }),
    );
    fireEvent.click(screen.getByTestId("target-export"));
    await waitFor(() => expect(blobs).toHaveLength(1));
    expect(params(calls, "/v3/usedCount/target/export")).toMatchObject({ level: "3", termId: "8" });
    expect(await blobs[0]?.text()).toBe("PK-targets");

    fireEvent.click(within(row).getByTestId("target-open-31"));
    const drawer = await screen.findByTestId("target-schools-drawer");
    expect(screen.getByText("Community: usage by school")).toBeTruthy();
    const north = (await within(drawer).findByText("North Middle School")).closest("tr") as HTMLElement;
    expect(within(north).getByText("Used")).toBeTruthy();
    const south = within(drawer).getByText("South Primary").closest("tr") as HTMLElement;
    expect(within(south).getByText("No such term")).toBeTruthy();
    expect(within(south).getByText("Not used")).toBeTruthy();
    expect(params(calls, "/v3/usedCount/target/schools")).toMatchObject({ indicatorId: "31", termId: "8" });
    fireEvent.click(within(drawer).getByText("Unused"));
    await waitFor(() => expect(params(calls, "/v3/usedCount/target/schools").used).toBe("unused"));
    fireEvent.click(within(drawer).getByTestId("target-schools-export"));
    await waitFor(() => expect(blobs).toHaveLength(2));
    expect(params(calls, "/v3/usedCount/target/export")).toMatchObject({ indicatorId: "31", used: "unused" });
  });

  it("says when there are no indicator models yet", async () => {
    api([]);
    renderRoute("/admin/usage");
    const table = await openTab();
    expect(
      await within(table).findByText("There are no student indicator models yet", {}, slow),
    ).toBeTruthy();
  });

  it("offers a retry when the list cannot be loaded", async () => {
    const { calls } = fakeApi({
      "GET /auth/my/getschool": () => ok(demoArea),
      "GET /v3/usedCount/scene/page": () => ok(page([])),
      "GET /v3/usedCount/target/models": () => ok([]),
      "GET /v3/schoolYear/list": () => ok(years),
      "GET /v3/usedCount/target/page": () => ({ status: 500, body: errorEnvelope(-901, "system busy") }),
    });
    renderRoute("/admin/usage");
    fireEvent.click(await screen.findByText("Target levels", {}, slow));
    expect(await screen.findByText("Could not load the usage by indicator", {}, slow)).toBeTruthy();
    const before = callsTo(calls, "/v3/usedCount/target/page").length;
    fireEvent.click(screen.getByTestId("target-retry"));
    await waitFor(() => expect(callsTo(calls, "/v3/usedCount/target/page").length).toBeGreaterThan(before));
  });

  it("shows a school's staff whether their school uses each of its indicators", async () => {
    testSession.set(SessionKey.schoolId, String(primarySchool.id));
    testSession.set(SessionKey.schoolInfo, JSON.stringify(primarySchool));
    api(
      [indicator(30, "Physical", { schools: 1, copiedSchools: 1 }), { ...community, schools: 1 }],
      primarySchool,
    );
    renderRoute("/admin/app-usage");
    const table = await openTab();
    const row = (await within(table).findByText("Community", {}, slow)).closest("tr") as HTMLElement;
    expect(within(row).getByText("Used")).toBeTruthy();
    const physical = within(table).getByText("Physical").closest("tr") as HTMLElement;
    expect(within(physical).getByText("Not used")).toBeTruthy();
    expect(screen.getByText(/Your school uses an indicator when/)).toBeTruthy();
  });
});
