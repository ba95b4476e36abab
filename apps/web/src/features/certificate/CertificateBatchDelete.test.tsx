import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { years } from "../../test/evaluationTestKit.ts";
import { bodyOf, fakeApi, ok, signInAsStaff } from "../../test/peopleTestKit.ts";
import { renderRoute } from "../../test/renderRoute.tsx";
import { callsTo, page } from "../../test/scenesTestKit.ts";
import { certificate } from "./certificateTestKit.ts";

const slow = { timeout: 20_000 };

beforeAll(async () => {
  await import("./CertificatesPage.tsx");
}, 120_000);

beforeEach(() => signInAsStaff());

const select = (name: string) => {
  const row = within(screen.getByTestId("certificate-table")).getByText(name).closest("tr") as HTMLElement;
  fireEvent.click(within(row).getByRole("checkbox"));
};

describe("deleting certificates in a batch", { timeout: 120_000 }, () => {
  it("confirms first, and deletes held certificates only when their awards are to be revoked too", async () => {
    let rows = [certificate(1, "Sports star", { awarded: 2 }), certificate(2, "Draft one", { state: 0 })];
    const { calls } = fakeApi({
      "GET /v3/schoolYear/list": () => ok(years),
      "GET /v3/ruleCertificate/page": () => ok(page(rows)),
      "GET /v3/ruleCertificate/stamp/list": () => ok([]),
      "POST /v3/ruleCertificate/batchDelete": (call) => {
        const ids = bodyOf(call).ids as number[];
        rows = rows.filter((r) => !ids.includes(r.id));
        return ok({ count: ids.length, revoked: 2 });
      },
    });
    renderRoute("/admin/certificates");
    await screen.findByText("Sports star", {}, slow);
    select("Sports star");
    select("Draft one");
    fireEvent.click(await screen.findByTestId("certificate-batch-delete-open"));
    const dialog = await screen.findByTestId("certificate-batch-delete");
    expect(within(dialog).getByText("Delete 2 certificates?")).toBeTruthy();
    expect(within(dialog).getByTestId("certificate-batch-delete-held").textContent).toContain(
      "1 of them are held by students (2 awards in force)",
    );
    const okButton = screen.getByTestId("certificate-batch-delete-ok") as HTMLButtonElement;
    expect(okButton.disabled).toBe(true);
    fireEvent.click(within(dialog).getByTestId("certificate-batch-delete-revoke"));
    await waitFor(() => expect(okButton.disabled).toBe(false));
    fireEvent.click(okButton);
    await waitFor(() => expect(callsTo(calls, "/v3/ruleCertificate/batchDelete")).toHaveLength(1));
    expect(bodyOf(callsTo(calls, "/v3/ruleCertificate/batchDelete")[0])).toMatchObject({
      ids: [1, 2],
      revokeAwards: true,
    });
    expect(await screen.findByText("2 certificates deleted, 2 awards revoked")).toBeTruthy();
    await waitFor(() => expect(screen.queryByText("Sports star")).toBeNull());
  });

  it("deletes certificates nobody holds without asking about awards", async () => {
    const { calls } = fakeApi({
      "GET /v3/schoolYear/list": () => ok(years),
      "GET /v3/ruleCertificate/page": () => ok(page([certificate(2, "Draft one", { state: 0 })])),
      "GET /v3/ruleCertificate/stamp/list": () => ok([]),
      "POST /v3/ruleCertificate/batchDelete": () => ok({ count: 1, revoked: 0 }),
    });
    renderRoute("/admin/certificates");
    await screen.findByText("Draft one", {}, slow);
    select("Draft one");
    fireEvent.click(await screen.findByTestId("certificate-batch-delete-open"));
    const dialog = await screen.findByTestId("certificate-batch-delete");
    expect(within(dialog).queryByTestId("certificate-batch-delete-revoke")).toBeNull();
    fireEvent.click(screen.getByTestId("certificate-batch-delete-ok"));
    await waitFor(() => expect(callsTo(calls, "/v3/ruleCertificate/batchDelete")).toHaveLength(1));
    expect(bodyOf(callsTo(calls, "/v3/ruleCertificate/batchDelete")[0])).toMatchObject({
      ids: [2],
      revokeAwards: false,
    });
  });
});
