import type { HealthBaseInfo, HealthRoster } from "@eos/contracts";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { bodyOf, fakeApi, ok, signInAsStaff } from "../../test/peopleTestKit.ts";
import { renderRoute } from "../../test/renderRoute.tsx";

const slow = { timeout: 25_000 };

const info = (over: Partial<HealthBaseInfo> = {}): HealthBaseInfo => ({
  user: { id: 1, name: "Wang Fang", userType: 0 },
  school: { id: 12, name: "Demo Primary" },
  today: "2027-01-25",
  setting: { feverAt: 37.3, alertSymptoms: ["fever"], retentionDays: null },
  mayRecord: true,
  mayView: false,
  classes: [{ classId: 3, className: "Grade 1 (1)", leader: true }],
  children: [],
  ...over,
});

const roster = (): HealthRoster => ({
  day: "2027-01-25",
  today: "2027-01-25",
  classId: 3,
  className: "Grade 1 (1)",
  students: [
    { studentId: 101, name: "Li Ming", studentNo: "01", consent: true, recorded: false, record: null },
    { studentId: 102, name: "Zhao Lei", studentNo: "02", consent: false, recorded: false, record: null },
    { studentId: 103, name: "Chen Yu", studentNo: "03", consent: true, recorded: false, record: null },
  ],
});

beforeEach(() => signInAsStaff());

describe("recording the morning health check on the phone", { timeout: 90_000 }, () => {
  it("refuses a bad temperature before sending, saves the filled rows and shows refused students with the reason", async () => {
    const { calls } = fakeApi({
      "GET /temperature/api/user/getBaseInfo": () => ok(info()),
      "GET /temperature/api/record/roster": () => ok(roster()),
      "POST /temperature/api/record/save": () =>
        ok({
          day: "2027-01-25",
          stored: 1,
          refused: 1,
          alerts: 1,
          results: [
            { studentId: 101, status: "stored", reason: null, alert: true },
            {
              studentId: 102,
              status: "refused",
              reason: "the guardian has not consented to health data for this student: nothing was recorded",
              alert: false,
            },
          ],
        }),
    });
    renderRoute("/m/health");
    expect(await screen.findByTestId("health-student-101", {}, slow)).toBeTruthy();
    expect(screen.getByTestId("health-noconsent-102").textContent).toBe("No guardian consent");
    const saves = () => calls.filter((c) => c.url.pathname.endsWith("/record/save"));

    fireEvent.click(screen.getByTestId("health-save"));
    expect(await screen.findByText("Enter a temperature first")).toBeTruthy();

    const temp = (id: number) =>
      screen.getByTestId(`health-temp-${id}`).querySelector("input") as HTMLInputElement;
    fireEvent.change(temp(101), { target: { value: "38.45" } });
    fireEvent.click(screen.getByTestId("health-save"));
    expect(await screen.findByText("Temperatures are 34.0–43.0 °C with one decimal at most")).toBeTruthy();
    expect(saves()).toHaveLength(0);

    fireEvent.change(temp(101), { target: { value: "38.4" } });
    fireEvent.change(temp(102), { target: { value: "36.6" } });
    fireEvent.click(
      screen.getByTestId("health-symptoms-101").querySelector(".adm-selector-item") as HTMLElement,
    );
    expect(screen.getByTestId("health-save").textContent).toContain("Save 2");
    fireEvent.click(screen.getByTestId("health-save"));
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(bodyOf(saves()[0])).toMatchObject({
      classId: 3,
      day: "2027-01-25",
      records: [
        { studentId: 101, temperature: 38.4, symptoms: ["cough"], note: "" },
        { studentId: 102, temperature: 36.6, symptoms: [], note: "" },
      ],
    });
    const refused = await screen.findByTestId("health-refused-102", {}, slow);
    expect(refused.textContent).toContain("Zhao Lei");
    expect(refused.textContent).toContain("guardian has not consented");
    // The refused student's entry stays for another try; the stored one is cleared.
    expect(temp(102).value).toBe("36.6");
    expect(temp(101).value).toBe("");
  });

  it("shows a parent their child's check of today, and a child without consent says so", async () => {
    fakeApi({
      "GET /temperature/api/user/getBaseInfo": () =>
        ok(
          info({
            user: { id: 7, name: "Li's mother", userType: 2 },
            classes: [],
            mayRecord: false,
            children: [
              {
                studentId: 101,
                name: "Li Ming",
                className: "Grade 1 (1)",
                consent: true,
                today: {
                  studentId: 101,
                  name: "Li Ming",
                  studentNo: "01",
                  classId: 3,
                  className: "Grade 1 (1)",
                  day: "2027-01-25",
                  temperature: 36.6,
                  symptoms: [],
                  note: "",
                  recordedBy: 1,
                  recordedByName: "Wang Fang",
                  recordedAt: "2027-01-25T00:10:00Z",
                  overThreshold: false,
                },
              },
              { studentId: 104, name: "Li Hua", className: "Grade 2 (1)", consent: false, today: null },
            ],
          }),
        ),
      "GET /temperature/api/record/list": () => ok({ list: [], total: 0, page: 1, size: 14 }),
    });
    renderRoute("/m/health");
    expect((await screen.findByTestId("health-child-today-101", {}, slow)).textContent).toContain("36.6℃");
    expect(screen.getByTestId("health-child-104").textContent).toContain("You have not consented");
  });
});
