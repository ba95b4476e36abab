import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { AppProviders } from "../../../app/AppProviders.tsx";
import { fakeApi, ok, refuse, signInAsStaff } from "../../../test/peopleTestKit.ts";
import { PassportCertificates } from "./PassportCertificates.tsx";

const unit = (certificates: Parameters<typeof PassportCertificates>[0]["unit"]["certificates"]) => ({
  key: "c",
  kind: "certificates" as const,
  title: "Certificates",
  fields: [],
  indicators: [],
  terms: [],
  records: [],
  certificates,
  text: "",
  editable: false,
});

beforeEach(() => signInAsStaff());

describe("the passport's certificates unit", () => {
  it("lists each certificate with its honour, term, level and score, or says there is none", async () => {
    const { calls } = fakeApi({
      "GET /oss/get": () => ok({ url: "/api/oss/link/5?school=1&w=400&exp=9&sig=s", expiresAt: 9 }),
    });
    const { unmount } = render(
      <AppProviders>
        <PassportCertificates
          unit={unit([
            {
              id: 1,
              name: "Sports star",
              honour: 4,
              termName: "Autumn 2026",
              awardedAt: "2026-11-23T02:00:00.000Z",
              score: 92,
              band: "Excellent",
              imageUrl: "/api/oss/file/5",
            },
            {
              id: 2,
              name: "Kind helper",
              honour: 1,
              termName: "Autumn 2026",
              awardedAt: "2026-11-24T02:00:00.000Z",
              score: null,
              band: null,
              imageUrl: null,
            },
          ])}
        />
      </AppProviders>,
    );
    const items = within(screen.getByTestId("passport-certificates")).getAllByRole("listitem");
    expect(items).toHaveLength(2);
    expect(items[0].textContent).toContain("Sports star");
    expect(items[0].textContent).toContain("District");
    expect(items[0].textContent).toContain("Autumn 2026");
    expect(items[0].textContent).toContain("Excellent");
    expect(items[0].textContent).toContain("Score 92");
    // An <img> cannot send the token: the image comes through a link the server signed for this reader.
    await waitFor(() =>
      expect(items[0].querySelector("img")?.getAttribute("src")).toBe(
        "/api/oss/link/5?school=1&w=400&exp=9&sig=s",
      ),
    );
    expect(calls.find((c) => c.url.pathname.endsWith("/oss/get"))?.url.searchParams.get("id")).toBe("5");
    expect(items[1].textContent).toContain("Class");
    expect(items[1].textContent).not.toContain("Score");
    unmount();
    render(
      <AppProviders>
        <PassportCertificates unit={unit([])} />
      </AppProviders>,
    );
    expect(screen.getByText("No certificates yet")).toBeTruthy();
  });

  it("downloads a certificate as a PDF, and shows the server's refusal", async () => {
    Object.assign(URL, { createObjectURL: () => "blob:x", revokeObjectURL: () => undefined });
    onTestFinished(() => {
      Reflect.deleteProperty(URL, "createObjectURL");
      Reflect.deleteProperty(URL, "revokeObjectURL");
    });
    const saved = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => undefined);
    const { calls } = fakeApi({
      "GET /v3/ruleCertificate/acquire/pdf": (call) =>
        call.url.searchParams.get("id") === "7"
          ? { raw: "%PDF-1.3" }
          : refuse(403, "you may see only your own, your children's or your classes' certificates"),
    });
    const cert = (id: number, name: string) => ({
      id,
      name,
      honour: 3,
      termName: "Autumn 2026",
      awardedAt: "2026-11-23T02:00:00.000Z",
      score: null,
      band: null,
      imageUrl: null,
    });
    render(
      <AppProviders>
        <PassportCertificates unit={unit([cert(7, "Reader"), cert(8, "Helper")])} />
      </AppProviders>,
    );
    fireEvent.click(screen.getByTestId("passport-certificate-pdf-7"));
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    expect(calls.map((c) => c.url.pathname)).toContain("/api/v3/ruleCertificate/acquire/pdf");
    expect(calls.find((c) => c.url.pathname.endsWith("/acquire/pdf"))?.url.searchParams.get("id")).toBe("7");
    fireEvent.click(screen.getByRole("button", { name: "Download Helper" }));
    expect(
      await screen.findByText("you may see only your own, your children's or your classes' certificates"),
    ).toBeTruthy();
    expect(saved).toHaveBeenCalledTimes(1);
  });
});
