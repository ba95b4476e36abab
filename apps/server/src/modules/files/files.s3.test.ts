import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeS3 } from "../../../test/fake-s3.ts";
import { bearer, signIn } from "../../../test/sign-in.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";
import { buildZip, multipart } from "../../../test/zip-builder.ts";

describe("files on S3-compatible storage (a signature-checking fake on loopback)", () => {
  let t: TestApp;
  let s3: Awaited<ReturnType<typeof startFakeS3>>;
  let dataDir: string;
  let token: string;
  beforeAll(async () => {
    s3 = await startFakeS3();
    dataDir = mkdtempSync(join(tmpdir(), "eos-s3-"));
    t = await createTestApp({ dataDir, s3: s3.config });
    token = (await signIn(t, "single.demo", "admin", 0)).token;
  });
  afterAll(async () => {
    await t.close();
    await s3.close();
  });

  const upload = async (filename: string, data: Buffer) => {
    const body = multipart([{ name: "file", filename, data }]);
    const res = await t.call({
      method: "POST",
      url: "/api/oss/upload",
      headers: { ...bearer(token), ...body.headers },
      payload: body.payload,
    });
    expect(res.status).toBe(200);
    return res.body.data;
  };
  const keyOf = async (id: number) =>
    (
      (await t.database.db.execute(sql`select storage_key from file_object where id = ${id}`)).rows[0] as {
        storage_key: string;
      }
    ).storage_key;

  it("says so in oss/config, and keeps uploads in the bucket, not on local disk", async () => {
    expect(
      (await t.call({ method: "GET", url: "/api/oss/config", headers: bearer(token) })).body.data.backend,
    ).toBe("s3");
    const image = await sharp({ create: { width: 1000, height: 400, channels: 3, background: "#123456" } })
      .jpeg()
      .toBuffer();
    const ref = await upload("wide.jpg", image);
    const key = await keyOf(ref.id);
    expect(s3.objects.get(`/eos-files/${key}`)?.equals(image)).toBe(true);
    expect(existsSync(join(dataDir, "files"))).toBe(false);
    const back = await t.call({ method: "GET", url: ref.url, headers: bearer(token) });
    expect(back.res.rawPayload.equals(image)).toBe(true);
    const part = await t.call({
      method: "GET",
      url: ref.url,
      headers: bearer(token, { range: "bytes=2-5" }),
    });
    expect(part.res.rawPayload.equals(image.subarray(2, 6))).toBe(true);
    const scaled = await t.call({ method: "GET", url: `${ref.url}?w=800`, headers: bearer(token) });
    expect((await sharp(scaled.res.rawPayload).metadata()).width).toBe(800);
    expect(s3.objects.has(`/eos-files/${key}.w800`)).toBe(true);
    const puts = s3.seen.filter((r) => r.method === "PUT");
    expect(puts.every((r) => r.contentLength !== undefined)).toBe(true);
  });

  it("unpacks a zip from the bucket into the bucket", async () => {
    const ref = await upload("p.zip", buildZip([{ name: "a/b.txt", data: "inside" }]));
    await t.call({
      method: "POST",
      url: "/api/oss/depress",
      headers: bearer(token),
      payload: { id: ref.id },
    });
    let state = { state: "queued" };
    for (let i = 0; i < 100 && (state.state === "queued" || state.state === "running"); i++) {
      await new Promise((r) => setTimeout(r, 50));
      state = (
        await t.call({ method: "GET", url: `/api/oss/depressState?id=${ref.id}`, headers: bearer(token) })
      ).body.data;
    }
    expect(state).toMatchObject({ state: "done", extracted: 1 });
    const [entry] = (
      await t.call({ method: "GET", url: `/api/oss/getDirectory?id=${ref.id}`, headers: bearer(token) })
    ).body.data;
    expect(s3.objects.get(`/eos-files/${await keyOf(entry.file.id)}`)?.toString()).toBe("inside");
  });
});
