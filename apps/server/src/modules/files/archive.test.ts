import { mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, signIn } from "../../../test/sign-in.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";
import { buildZip, multipart, type ZipEntry } from "../../../test/zip-builder.ts";

const EN = { "accept-language": "en-US" };

/** Every file name under a folder, at any depth. */
const allNames = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true, recursive: true }).map((d) => d.name);

describe("archives: /api/oss/depress, depressState, getDirectory", () => {
  let t: TestApp;
  let dataDir: string;
  let teacher: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), "eos-zip-"));
    t = await createTestApp({ dataDir });
    teacher = (await signIn(t, "single.demo", "admin", 0)).token;
  });
  afterAll(() => t.close());

  const uploadZip = async (entries: ZipEntry[], token = teacher) => {
    const body = multipart([{ name: "file", filename: "pack.zip", data: buildZip(entries) }]);
    const res = await t.call({
      method: "POST",
      url: "/api/oss/upload",
      headers: { ...bearer(token, EN), ...body.headers },
      payload: body.payload,
    });
    expect(res.body.data?.mime).toBe("application/zip");
    return res.body.data.id as number;
  };
  const call = (method: "GET" | "POST", url: string, payload?: object, token = teacher) =>
    t.call({ method, url, headers: bearer(token, EN), payload });
  /** Starts the unpacking and waits for it to settle, as the client polls depressState. */
  const unpack = async (id: number) => {
    const started = await call("POST", "/api/oss/depress", { id });
    expect(started.status).toBe(200);
    expect(["queued", "running", "done"]).toContain(started.body.data.state);
    for (let i = 0; i < 200; i++) {
      const state = (await call("GET", `/api/oss/depressState?id=${id}`)).body.data;
      if (state.state === "done" || state.state === "failed") return state;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error("unpacking did not settle");
  };

  it("unpacks a good zip: every entry its own file, listed with its path, readable", async () => {
    const image = await sharp({ create: { width: 30, height: 20, channels: 3, background: "#0a0" } })
      .png()
      .toBuffer();
    const id = await uploadZip([
      { name: "docs/" },
      { name: "docs/readme.txt", data: "read me first" },
      { name: "docs/pics/photo.png", data: image, store: true },
      { name: "notes 笔记.txt", data: "a".repeat(5000) },
    ]);
    expect((await call("GET", `/api/oss/depressState?id=${id}`)).body.data).toBeNull();
    expect(await unpack(id)).toEqual({
      state: "done",
      total: 3,
      extracted: 3,
      bytes: 13 + image.length + 5000,
      error: null,
    });
    const listing = (await call("GET", `/api/oss/getDirectory?id=${id}`)).body.data;
    expect(listing.map((e: { path: string }) => e.path)).toEqual([
      "docs/readme.txt",
      "docs/pics/photo.png",
      "notes 笔记.txt",
    ]);
    const [readme, photo] = listing;
    expect(photo.file).toMatchObject({ name: "photo.png", mime: "image/png", size: image.length });
    const text = await call("GET", readme.file.url);
    expect(text.res.body).toBe("read me first");
    const again = await call("POST", "/api/oss/depress", { id });
    expect(again.body.data.state).toBe("done");
    expect((await call("GET", `/api/oss/getDirectory?id=${id}`)).body.data).toHaveLength(3);
  });

  it("refuses an archive with a ../ entry and writes nothing outside (or inside) its folder", async () => {
    const id = await uploadZip([
      { name: "ok.txt", data: "fine" },
      { name: "../evil.txt", data: "escaped" },
    ]);
    const state = await unpack(id);
    expect(state).toMatchObject({ state: "failed", extracted: 0 });
    expect(state.error).toMatch(/\.\.\/evil\.txt/);
    expect(readdirSync(join(dataDir, "..")).filter((n) => n.startsWith("evil"))).toEqual([]);
    expect(allNames(dataDir).filter((n) => n.startsWith("evil"))).toEqual([]);
    expect((await call("GET", `/api/oss/getDirectory?id=${id}`)).body.data).toEqual([]);
  });

  it("refuses absolute paths and symbolic links", async () => {
    const absolute = await unpack(await uploadZip([{ name: "/etc/cron.d/x", data: "* * * * * root id" }]));
    expect(absolute.state).toBe("failed");
    const link = await unpack(await uploadZip([{ name: "link", data: "/etc/passwd", symlink: true }]));
    expect(link).toMatchObject({ state: "failed", error: "symbolic link: link" });
  });

  it("refuses a zip bomb by its compression ratio before unpacking a byte", async () => {
    const bomb = await uploadZip([{ name: "zeros.bin", data: Buffer.alloc(30 * 1024 * 1024) }]);
    const state = await unpack(bomb);
    expect(state).toMatchObject({ state: "failed", extracted: 0, bytes: 0 });
    expect(state.error).toBe("compression ratio over 100:1: zeros.bin");
  });

  it("refuses an archive of more than 2,000 entries", async () => {
    const many = Array.from({ length: 2001 }, (_, i) => ({ name: `f${i}.txt`, data: "x" }));
    const state = await unpack(await uploadZip(many));
    expect(state).toMatchObject({ state: "failed", extracted: 0, error: "more than 2000 entries" });
  });

  it("refuses depress for a file that is not a zip, and for other schools", async () => {
    const body = multipart([{ name: "file", filename: "a.zip", data: "not really a zip" }]);
    const plain = await t.call({
      method: "POST",
      url: "/api/oss/upload",
      headers: { ...bearer(teacher, EN), ...body.headers },
      payload: body.payload,
    });
    const refused = await call("POST", "/api/oss/depress", { id: plain.body.data.id });
    expect(refused.status).toBe(400);
    expect(refused.body.errorDesc).toBe("this file is not a zip archive");
    const zip = await uploadZip([{ name: "a.txt", data: "a" }]);
    const other = (await signIn(t, "primary.demo", "admin", 0)).token;
    expect((await call("POST", "/api/oss/depress", { id: zip }, other)).status).toBe(404);
    expect((await call("GET", `/api/oss/getDirectory?id=${zip}`, undefined, other)).status).toBe(404);
  });
});
