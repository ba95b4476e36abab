import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { years } from "../../test/evaluationTestKit.ts";
import { demoTree, fakeApi, ok, signInAsStaff } from "../../test/peopleTestKit.ts";
import { renderRoute } from "../../test/renderRoute.tsx";
import { callsTo, page } from "../../test/scenesTestKit.ts";
import { award, certificate, pick } from "./certificateTestKit.ts";

const slow = { timeout: 20_000 };

beforeAll(async () => {
  await import("./AwardsPage.tsx");
}, 120_000);

beforeEach(() => {
  signInAsStaff();
  Object.assign(URL, { createObjectURL: () => "blob:x", revokeObjectURL: () => undefined });
  onTestFinished(() => {
    Reflect.deleteProperty(URL, "createObjectURL");
    Reflect.deleteProperty(URL, "revokeObjectURL");
  });
});

const problem = (row: number, code: string, message: string) => ({ row, column: "studentNo", code, message });

describe("printing and importing awards", { timeout: 120_000 }, () => {
  it("prints one award as a PDF and a certificate's awards as a zip once a certificate is chosen", async () => {
    const saved = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => undefined);
    const { calls } = fakeApi({
      "GET /v3/schoolYear/list": () => ok(years),
      "GET /v3/org/tree": () => ok(demoTree()),
      "GET /v3/ruleCertificate/page": () => ok(page([certificate(1, "Sports star")])),
      "GET /v3/ruleCertificate/acquire/page": () =>
        ok(
          page([
            award(11),
            award(12, { studentName: "Han Mei", revokedAt: "2026-11-24T02:00:00.000Z", revokeReason: "x" }),
          ]),
        ),
      "GET /v3/ruleCertificate/acquire/pdf": () => ({ raw: "%PDF-1.3" }),
      "GET /v3/ruleCertificate/acquire/pdf/batch": () => ({ raw: "PK" }),
    });
    renderRoute("/admin/certificates/awards");
    const table = await screen.findByTestId("awards-table", {}, slow);
    await within(table).findByText("Li Lei", {}, slow);
    // A revoked award is not printed.
    expect(within(table).queryByTestId("award-print-12")).toBeNull();
    fireEvent.click(within(table).getByTestId("award-print-11"));
    await waitFor(() => expect(callsTo(calls, "/v3/ruleCertificate/acquire/pdf")).toHaveLength(1));
    expect(callsTo(calls, "/v3/ruleCertificate/acquire/pdf")[0].url.searchParams.get("id")).toBe("11");
    await waitFor(() => expect(saved).toHaveBeenCalled());

    const printAll = screen.getByTestId("awards-print") as HTMLButtonElement;
    expect(printAll.disabled).toBe(true);
    await pick("awards-certificate", "Sports star");
    await waitFor(() => expect(printAll.disabled).toBe(false));
    fireEvent.click(printAll);
    await waitFor(() => expect(callsTo(calls, "/v3/ruleCertificate/acquire/pdf/batch")).toHaveLength(1));
    const batch = callsTo(calls, "/v3/ruleCertificate/acquire/pdf/batch")[0].url.searchParams;
    expect(batch.get("certificateId")).toBe("1");
    expect(batch.get("classId")).toBeNull();
    expect(await screen.findByText("Downloaded")).toBeTruthy();
  });

  it("imports awards: a check lists each row's problem and blocks the import; a clean file imports", async () => {
    let clean = false;
    const { calls } = fakeApi({
      "GET /v3/schoolYear/list": () => ok(years),
      "GET /v3/org/tree": () => ok(demoTree()),
      "GET /v3/ruleCertificate/page": () => ok(page([certificate(1, "Sports star")])),
      "GET /v3/ruleCertificate/acquire/page": () => ok(page([award(11)])),
      "POST /v3/ruleCertificate/award/import": (call) => {
        const dryRun = call.url.searchParams.get("dryRun") === "true";
        if (!clean)
          return ok({
            ok: false,
            dryRun,
            termId: 4,
            rows: 3,
            awards: 2,
            problems: [
              problem(3, "unknownStudent", "no student has the number S999"),
              problem(4, "alreadyAwarded", 'the student already holds "Sports star"'),
            ],
          });
        return ok({ ok: true, dryRun, termId: 4, rows: 2, awards: 2, problems: [] });
      },
    });
    renderRoute("/admin/certificates/awards");
    await within(await screen.findByTestId("awards-table", {}, slow)).findByText("Li Lei", {}, slow);
    fireEvent.click(screen.getByTestId("awards-import"));
    const dialog = await screen.findByTestId("award-import");
    const input = () => dialog.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input(), { target: { files: [new File(["x"], "awards.xlsx")] } });
    fireEvent.click(within(dialog).getByTestId("award-import-check"));
    expect((await within(dialog).findByTestId("award-import-failed")).textContent).toContain(
      "2 problems: fix them and check again; nothing was imported",
    );
    const problems = within(dialog).getByTestId("award-import-problems");
    expect(within(problems).getByText("no student has the number S999")).toBeTruthy();
    expect(within(problems).getByText('the student already holds "Sports star"')).toBeTruthy();
    expect((within(dialog).getByTestId("award-import-submit") as HTMLButtonElement).disabled).toBe(true);
    const sent = callsTo(calls, "/v3/ruleCertificate/award/import");
    expect(sent[0].url.searchParams.get("dryRun")).toBe("true");
    expect(sent[0].url.searchParams.get("termId")).toBe("4");
    expect(((sent[0].init.body as FormData).get("file") as File).name).toBe("awards.xlsx");

    clean = true;
    fireEvent.change(input(), { target: { files: [new File(["x"], "fixed.xlsx")] } });
    fireEvent.click(within(dialog).getByTestId("award-import-check"));
    expect((await within(dialog).findByTestId("award-import-ready")).textContent).toContain(
      "2 rows checked: 2 awards can be imported",
    );
    fireEvent.click(within(dialog).getByTestId("award-import-submit"));
    expect((await within(dialog).findByTestId("award-import-done")).textContent).toContain(
      "2 awards imported",
    );
    const last = callsTo(calls, "/v3/ruleCertificate/award/import").at(-1);
    expect(last?.url.searchParams.get("dryRun")).toBe("false");
    // The list is asked again, so the new awards show.
    await waitFor(() => expect(callsTo(calls, "/v3/ruleCertificate/acquire/page").length).toBeGreaterThan(1));
  });
});
