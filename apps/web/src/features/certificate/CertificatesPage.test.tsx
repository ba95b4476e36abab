import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { modelDetail, modelItem, years } from "../../test/evaluationTestKit.ts";
import { bodyOf, fakeApi, ok, refuse, signInAsStaff } from "../../test/peopleTestKit.ts";
import { renderRoute } from "../../test/renderRoute.tsx";
import { callsTo, page } from "../../test/scenesTestKit.ts";
import { certificate, pick } from "./certificateTestKit.ts";

const slow = { timeout: 20_000 };

beforeAll(async () => {
  await import("./CertificatesPage.tsx");
}, 120_000);

beforeEach(() => signInAsStaff());

const rowOf = (name: string) =>
  within(screen.getByTestId("certificate-table")).getByText(name).closest("tr") as HTMLElement;

describe("the certificates page", { timeout: 120_000 }, () => {
  it("adds a certificate with a level rule, edits one, changes states one and many at a time, deletes after confirming", async () => {
    let rows = [
      certificate(1, "Sports star", { awarded: 2 }),
      certificate(2, "Kind helper", {
        ruleKind: "manual",
        indicatorId: null,
        indicatorName: null,
        minScore: null,
        state: 0,
      }),
    ];
    const { calls } = fakeApi({
      "GET /v3/schoolYear/list": () => ok(years),
      "GET /v3/ruleCertificate/page": () => ok(page(rows)),
      "GET /v3/ruleCertificate/stamp/list": () => ok([]),
      "GET /v3/target/list": () => ok(page([modelItem(9, "Growth model")])),
      "GET /v3/target/detail": () => ok(modelDetail()),
      "POST /v3/ruleCertificate/save": () => ok({ id: 3 }),
      "POST /v3/ruleCertificate/copy": () => ok({ id: 4 }),
      "POST /v3/ruleCertificate/batchUpdateState": (call) =>
        ok({ count: (bodyOf(call).ids as number[]).length }),
      "POST /v3/ruleCertificate/delete": () =>
        refuse(400, 'the certificate "Sports star" is held by 2 students'),
    });
    renderRoute("/admin/certificates");
    await screen.findByText("Sports star", {}, slow);
    expect(within(rowOf("Sports star")).getByText("Sports ≥ 80")).toBeTruthy();
    expect(within(rowOf("Kind helper")).getByText("Draft")).toBeTruthy();
    expect(callsTo(calls, "/v3/ruleCertificate/page")[0].url.searchParams.get("termId")).toBe("4");

    // A new certificate: Sports reaching "Excellent".
    fireEvent.click(screen.getByTestId("certificate-add"));
    fireEvent.change(await screen.findByTestId("certificate-name"), {
      target: { value: "Sports excellence" },
    });
    fireEvent.click(within(screen.getByTestId("certificate-rule-kind")).getByText("Indicator level reaches"));
    await pick("certificate-model", "Growth model");
    await pick("certificate-indicator", "Sports");
    await pick("certificate-level", "Excellent");
    fireEvent.click(screen.getByTestId("certificate-save"));
    await waitFor(() => expect(callsTo(calls, "/v3/ruleCertificate/save")).toHaveLength(1));
    expect(bodyOf(callsTo(calls, "/v3/ruleCertificate/save")[0])).toMatchObject({
      name: "Sports excellence",
      termId: 4,
      honour: 3,
      ruleKind: "level",
      indicatorId: 3,
      levelName: "Excellent",
      minScore: null,
    });
    expect(await screen.findByText("Saved")).toBeTruthy();

    // Edit keeps the certificate's id and rule.
    fireEvent.click(within(rowOf("Sports star")).getByTestId("certificate-edit-1"));
    const name = await screen.findByTestId("certificate-name");
    await waitFor(() => expect((name as HTMLInputElement).value).toBe("Sports star"));
    fireEvent.change(name, { target: { value: "Sports champion" } });
    fireEvent.click(screen.getByTestId("certificate-save"));
    await waitFor(() => expect(callsTo(calls, "/v3/ruleCertificate/save")).toHaveLength(2));
    expect(bodyOf(callsTo(calls, "/v3/ruleCertificate/save")[1])).toMatchObject({
      id: 1,
      name: "Sports champion",
      ruleKind: "score",
      minScore: 80,
      indicatorId: 3,
    });

    // Copy makes a draft of it.
    fireEvent.click(within(rowOf("Sports star")).getByTestId("certificate-copy-1"));
    expect(await screen.findByText("Copied as a draft")).toBeTruthy();
    expect(bodyOf(callsTo(calls, "/v3/ruleCertificate/copy")[0])).toMatchObject({ id: 1 });

    // One row disabled; then both enabled together.
    fireEvent.click(within(rowOf("Sports star")).getByTestId("certificate-toggle-1"));
    await waitFor(() => expect(callsTo(calls, "/v3/ruleCertificate/batchUpdateState")).toHaveLength(1));
    expect(bodyOf(callsTo(calls, "/v3/ruleCertificate/batchUpdateState")[0])).toMatchObject({
      ids: [1],
      state: 2,
    });
    for (const label of ["Sports star", "Kind helper"])
      fireEvent.click(within(rowOf(label)).getByRole("checkbox"));
    expect(screen.getByTestId("certificate-batch").textContent).toContain("2 selected");
    fireEvent.click(screen.getByTestId("certificate-batch-enable"));
    await waitFor(() => expect(callsTo(calls, "/v3/ruleCertificate/batchUpdateState")).toHaveLength(2));
    expect(bodyOf(callsTo(calls, "/v3/ruleCertificate/batchUpdateState")[1])).toMatchObject({
      ids: [1, 2],
      state: 1,
    });
    expect(await screen.findByText("2 certificates changed state")).toBeTruthy();

    // Delete asks first, then shows the server's refusal.
    fireEvent.click(within(rowOf("Sports star")).getByTestId("certificate-delete-1"));
    expect(await screen.findByText('Delete the certificate "Sports star"?')).toBeTruthy();
    expect(callsTo(calls, "/v3/ruleCertificate/delete")).toHaveLength(0);
    fireEvent.click(screen.getByTestId("certificate-delete-ok"));
    expect(await screen.findByText('the certificate "Sports star" is held by 2 students')).toBeTruthy();
    expect(bodyOf(callsTo(calls, "/v3/ruleCertificate/delete")[0])).toMatchObject({ id: 1 });
    rows = [];
  });

  it("shows a teacher without the certificate codes the list but no way to change it", async () => {
    fakeApi({
      "POST /center/permissions/getUserInfo": () => ok({ isAdmin: false, roles: [], codes: [] }),
      "GET /v3/schoolYear/list": () => ok(years),
      "GET /v3/ruleCertificate/page": () => ok(page([certificate(1, "Sports star")])),
      "GET /v3/ruleCertificate/stamp/list": () => ok([]),
    });
    renderRoute("/admin/certificates");
    await screen.findByText("Sports star", {}, slow);
    expect(screen.queryByTestId("certificate-add")).toBeNull();
    expect(screen.queryByTestId("certificate-edit-1")).toBeNull();
    expect(within(screen.getByTestId("certificate-table")).queryAllByRole("checkbox")).toHaveLength(0);
  });
});
