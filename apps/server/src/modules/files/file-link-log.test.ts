import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { symbols } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, signIn } from "../../../test/sign-in.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";

/** Issue 16 item 15: a signed file link works for an hour without a token, so its signature is a secret. */
describe("request logs and signed file links", () => {
  let t: TestApp;
  let admin: string;
  const lines: string[] = [];
  beforeAll(async () => {
    t = await createTestApp({ logLevel: "info", dataDir: mkdtempSync(join(tmpdir(), "eos-link-log-")) });
    admin = (await signIn(t, "primary.demo", "admin", 0)).token;
    // Every logger of the app writes to its root's stream: keep the lines instead of printing them.
    const stream = (t.app.log as unknown as Record<symbol, { write: (line: string) => void }>)[
      symbols.streamSym
    ];
    if (!stream) throw new Error("the app's log stream was not found");
    stream.write = (line: string) => {
      lines.push(line);
    };
  });
  afterAll(() => t.close());

  it("GET /api/oss/link/…&sig=… logs the request with the signature masked, valid or not", async () => {
    const up = await t.call({
      method: "POST",
      url: "/api/oss/uploadBase64",
      headers: bearer(admin),
      payload: { name: "note.txt", data: Buffer.from("a note").toString("base64") },
    });
    const link = await t.call({
      method: "GET",
      url: `/api/oss/get?id=${up.body.data.id}`,
      headers: bearer(admin),
    });
    const url = link.body.data.url as string;
    const sig = new URL(url, "http://x").searchParams.get("sig") as string;
    expect(sig.length).toBeGreaterThan(20);
    lines.length = 0;
    expect((await t.call({ method: "GET", url })).status).toBe(200);
    const forged = "SECRETsig0123456789abcdefSECRET";
    expect((await t.call({ method: "GET", url: url.replace(sig, forged) })).status).toBe(403);
    const logged = lines.join("\n");
    expect(logged).toContain(`/api/oss/link/${up.body.data.id}?`);
    expect(logged).toContain("sig=***");
    expect(logged).not.toContain(sig);
    expect(logged).not.toContain("SECRET");
  });
});
