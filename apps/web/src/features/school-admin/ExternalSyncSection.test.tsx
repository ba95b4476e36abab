import { type SchoolInfo, SessionKey } from "@eos/contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { bodyOf, fakeApi, ok, refuse } from "../../test/peopleTestKit.ts";
import { renderRoute } from "../../test/renderRoute.tsx";
import { callsTo, page } from "../../test/scenesTestKit.ts";
import { testSession } from "../../test/session.ts";
import type { ExternalApp, SyncCounts, SyncStatus } from "../directory-sync/index.ts";

const slow = { timeout: 25_000 };

const platformSite: SchoolInfo = {
  id: 90,
  name: "EOS Platform",
  type: 2,
  areaid: null,
  loginType: 1,
  domain: "platform.test",
};

const primary = {
  id: 3,
  name: "Demo Primary",
  type: 0,
  areaId: 1,
  areaName: "Demo District",
  domain: "primary.demo",
  loginType: 1,
  timeZone: "Asia/Shanghai",
  logo: null,
  flag: 1,
  createdAt: "2026-11-20T08:00:00.000Z",
  teacherCount: 40,
  studentCount: 800,
};

const counts = (patch: Partial<SyncCounts>): SyncCounts => ({
  departments: 3,
  members: 4,
  departmentsCreated: 0,
  departmentsRenamed: 0,
  departmentsGone: 0,
  departmentsSkipped: 0,
  teachersCreated: 0,
  teachersMatchedByPhone: 0,
  teachersUpdated: 0,
  linksAdded: 0,
  membershipsAdded: 0,
  membershipsRemoved: 0,
  ambiguous: 0,
  membersGone: 0,
  ...patch,
});

const wecom: ExternalApp = {
  id: 11,
  kind: "wecom",
  name: "Primary WeCom",
  clientId: "corp-primary",
  corpId: null,
  agentId: "1000002",
  baseUrl: null,
  hasSecret: true,
  enabled: true,
};

const signInAsPlatform = () => {
  testSession.set(SessionKey.token, "tok");
  testSession.set(SessionKey.schoolId, "90");
  testSession.set(SessionKey.schoolInfo, JSON.stringify(platformSite));
  testSession.set(
    SessionKey.userInfo,
    JSON.stringify({ id: 1, name: "Zhao Lei", type: 0, roleType: "tea", schoolId: 90, areaId: null }),
  );
};

/** The platform console with one school; apps and the sync status answer from what the test holds. */
const world = (state: { apps: ExternalApp[]; status: () => SyncStatus }) =>
  fakeApi({
    "GET /auth/my/getschool": () => ok(platformSite),
    "GET /v3/school/page": () => ok(page([primary])),
    "GET /v3/area/page": () => ok(page([{ id: 1, name: "Demo District" }])),
    "GET /v3/school/detail": () =>
      ok({ ...primary, logoFileId: null, admins: [], initialised: { orgRoot: true, currentTerm: true } }),
    "GET /v3/school/externalApp/list": () => ok(state.apps),
    "GET /v3/school/externalSync/status": () => ok(state.status()),
    "POST /v3/school/addExternalApp": (call) => {
      const body = bodyOf(call);
      if (body.clientId === "corp-primary")
        return refuse(400, "this school already has the WeCom app corp-primary");
      state.apps = [
        ...state.apps,
        { ...wecom, id: 12, name: String(body.name), clientId: String(body.clientId) },
      ];
      return ok({ appId: 12 });
    },
    "POST /v3/school/externalApp/remove": (call) => {
      state.apps = state.apps.filter((a) => a.id !== bodyOf(call).appId);
      return ok(null);
    },
    "POST /v3/school/syncAllExternalData": () => ok({ jobId: 5 }),
  });

const openDrawer = async () => {
  renderRoute("/admin/schools");
  fireEvent.click(await screen.findByTestId("school-view-3", {}, slow));
  return screen.findByTestId("external-sync-section", {}, slow);
};

const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

beforeAll(async () => {
  await import("./SchoolsPage.tsx");
}, 120_000);

describe("a school's external apps and directory sync on the school detail", { timeout: 60_000 }, () => {
  it("adds a WeCom app, shows the server's refusal of a duplicate, and never shows a secret", async () => {
    signInAsPlatform();
    const state = { apps: [wecom], status: (): SyncStatus => ({ job: null, last: null }) };
    const { calls } = world(state);
    await openDrawer();
    expect(await screen.findByText("Primary WeCom", {}, slow)).toBeTruthy();
    expect(screen.getByText(/Secret set/)).toBeTruthy();
    expect(screen.getByTestId("sync-last").textContent).toContain("Never synced");

    fireEvent.click(screen.getByTestId("external-app-add"));
    await screen.findByTestId("external-app-name", {}, slow);
    type("external-app-name", "Second");
    type("external-app-client-id", "corp-primary");
    type("external-app-secret", "s3cret-value");
    fireEvent.click(screen.getByRole("button", { name: "OK" }));
    expect(
      await screen.findByText("this school already has the WeCom app corp-primary", {}, slow),
    ).toBeTruthy();

    type("external-app-client-id", "corp-second");
    fireEvent.click(screen.getByRole("button", { name: "OK" }));
    await waitFor(() => expect(callsTo(calls, "/v3/school/addExternalApp")).toHaveLength(2));
    expect(bodyOf(callsTo(calls, "/v3/school/addExternalApp")[1])).toMatchObject({
      id: 3,
      kind: "wecom",
      name: "Second",
      clientId: "corp-second",
      secret: "s3cret-value",
    });
    expect(await screen.findByTestId("external-app-12", {}, slow)).toBeTruthy();
    expect(document.body.textContent).not.toContain("s3cret-value");
  });

  it("removes an app only after confirming", async () => {
    signInAsPlatform();
    const state = { apps: [wecom], status: (): SyncStatus => ({ job: null, last: null }) };
    const { calls } = world(state);
    await openDrawer();
    const row = await screen.findByTestId("external-app-11", {}, slow);
    fireEvent.click(within(row).getByRole("button", { name: "Remove" }));
    expect(await screen.findByText(/The departments and teachers it synced stay/)).toBeTruthy();
    expect(callsTo(calls, "/v3/school/externalApp/remove")).toHaveLength(0);
    fireEvent.click(screen.getAllByRole("button", { name: "OK" }).at(-1) as HTMLElement);
    await waitFor(() => expect(callsTo(calls, "/v3/school/externalApp/remove")).toHaveLength(1));
    expect(bodyOf(callsTo(calls, "/v3/school/externalApp/remove")[0])).toMatchObject({ id: 3, appId: 11 });
    expect(await screen.findByText("No external apps yet", {}, slow)).toBeTruthy();
  });

  it("previews, follows the job's progress, then syncs after confirming", async () => {
    signInAsPlatform();
    let polls = 0;
    const preview = {
      dryRun: true,
      changed: true,
      apps: [
        {
          appId: 11,
          kind: "wecom" as const,
          name: "Primary WeCom",
          counts: counts({ departmentsCreated: 3, teachersCreated: 3, teachersMatchedByPhone: 1 }),
        },
      ],
    };
    const state = {
      apps: [wecom],
      status: (): SyncStatus => {
        polls += 1;
        if (polls === 1) return { job: null, last: null };
        if (polls === 2) {
          return {
            job: {
              id: 5,
              state: "running",
              percent: 50,
              result: null,
              error: null,
              createdAt: "",
              finishedAt: null,
            },
            last: null,
          };
        }
        return {
          job: {
            id: 5,
            state: "done",
            percent: 100,
            result: preview,
            error: null,
            createdAt: "",
            finishedAt: "",
          },
          last: null,
        };
      },
    };
    const { calls } = world(state);
    await openDrawer();
    fireEvent.click(await screen.findByTestId("sync-preview-run", {}, slow));
    await waitFor(() => expect(callsTo(calls, "/v3/school/syncAllExternalData")).toHaveLength(1));
    expect(bodyOf(callsTo(calls, "/v3/school/syncAllExternalData")[0])).toMatchObject({
      id: 3,
      dryRun: true,
    });
    expect(await screen.findByTestId("sync-progress", {}, slow)).toBeTruthy();
    const shown = await screen.findByTestId("sync-preview", {}, slow);
    expect(shown.textContent).toContain("Preview (nothing written)");
    expect(within(shown).getByText("Teachers added").closest("tr")?.textContent).toContain("3");
    expect(within(shown).getByText("Teachers matched by mobile")).toBeTruthy();

    fireEvent.click(screen.getByTestId("sync-run"));
    expect(
      await screen.findByText("Sync departments and teachers from the external apps into this school?"),
    ).toBeTruthy();
    expect(callsTo(calls, "/v3/school/syncAllExternalData")).toHaveLength(1);
    fireEvent.click(screen.getAllByRole("button", { name: "OK" }).at(-1) as HTMLElement);
    await waitFor(() => expect(callsTo(calls, "/v3/school/syncAllExternalData")).toHaveLength(2));
    expect(bodyOf(callsTo(calls, "/v3/school/syncAllExternalData")[1])).toMatchObject({
      id: 3,
      dryRun: false,
    });
  });

  it("shows the last sync's upstream failure with what to check", async () => {
    signInAsPlatform();
    const state = {
      apps: [wecom],
      status: (): SyncStatus => ({
        job: {
          id: 4,
          state: "failed",
          percent: 0,
          result: null,
          error: "wecom gettoken: errcode 40001 invalid credential",
          createdAt: "",
          finishedAt: "",
        },
        last: {
          at: "2026-11-20T08:00:00.000Z",
          byName: "Zhao Lei",
          result: null,
          error: {
            reason: "upstream",
            platform: "wecom",
            call: "gettoken",
            errcode: 40001,
            errmsg: "invalid credential",
          },
        },
      }),
    };
    world(state);
    await openDrawer();
    const last = await screen.findByTestId("sync-last-error", {}, slow);
    expect(last.textContent).toContain("WeCom call gettoken answered error 40001 (invalid credential)");
    expect(last.textContent).toContain("Check the corp ID or app key and the secret.");
    expect(screen.getByTestId("sync-last").textContent).toContain("by Zhao Lei");
  });
});
