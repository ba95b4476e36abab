import { createHash, randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, schoolIdOf, signIn } from "../../../test/sign-in.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";
import { multipart } from "../../../test/zip-builder.ts";
import { referableFiles } from "./files.service.ts";

const EN = { "accept-language": "en-US" };
const KB = 1024;
const limits = { image: 200 * KB, audio: 1024 * KB, video: 1024 * KB, attachment: 2048 * KB };

const sha = (b: Buffer) => createHash("sha256").update(b).digest("hex");
const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 30 } } })
    .png()
    .toBuffer();
/** Noise does not compress: a PNG well over the 200 KB image cap. */
const noisyPng = () =>
  sharp(randomBytes(400 * 400 * 3), { raw: { width: 400, height: 400, channels: 3 } })
    .png()
    .toBuffer();

describe("files: /api/oss upload and read back", () => {
  let t: TestApp;
  let dataDir: string;
  let teacher: string;
  let single: number;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), "eos-files-"));
    t = await createTestApp({ dataDir, uploadLimits: limits });
    teacher = (await signIn(t, "single.demo", "admin", 0)).token;
    single = await schoolIdOf(t, "single.demo");
  });
  afterAll(() => t.close());

  const upload = (
    token: string,
    file: { filename: string; type?: string; data: Buffer | string },
    kind?: string,
  ) => {
    const body = multipart([...(kind ? [{ name: "kind", data: kind }] : []), { name: "file", ...file }]);
    return t.call({
      method: "POST",
      url: "/api/oss/upload",
      headers: { ...bearer(token, EN), ...body.headers },
      payload: body.payload,
    });
  };
  const get = (url: string, token?: string, headers: Record<string, string> = {}) =>
    t.call({
      method: "GET",
      url,
      headers: token ? bearer(token, { ...EN, ...headers }) : { ...EN, ...headers },
    });
  const visitorToken = async () =>
    (await t.call({ method: "POST", url: "/api/auth/visitor/token", payload: { schoolId: single } })).body
      .data.token;
  const fileCount = async () =>
    ((await t.database.db.execute(sql`select count(*)::int as n from file_object`)).rows[0] as { n: number })
      .n;

  it("tells the client the backend and the caps per kind", async () => {
    const res = await get("/api/oss/config", teacher);
    expect(res.body.data).toMatchObject({ backend: "local", limits, imageWidth: 800 });
  });

  it("stores an image under a server-chosen key, sniffs its type and gives it back byte for byte", async () => {
    const image = await png(1600, 1000);
    const res = await upload(
      teacher,
      { filename: "../../My photo<1>.jpg", type: "text/plain", data: image },
      "image",
    );
    expect(res.status).toBe(200);
    const ref = res.body.data;
    expect(ref).toMatchObject({
      name: "My photo1.jpg",
      mime: "image/png",
      kind: "image",
      size: image.length,
    });
    expect(ref.sha256).toBe(sha(image));
    expect(ref.url).toBe(`/api/oss/file/${ref.id}`);
    const [row] = (
      await t.database.db.execute(sql`select storage_key, meta from file_object where id = ${ref.id}`)
    ).rows as { storage_key: string; meta: { width: number } }[];
    expect(row?.storage_key).toMatch(new RegExp(`^${single}/\\d{4}/\\d{2}/[A-Za-z0-9_-]{24}$`));
    expect(row?.meta.width).toBe(1600);
    expect(existsSync(join(dataDir, "files", row?.storage_key ?? "x"))).toBe(true);

    const back = await get(ref.url, teacher);
    expect(back.status).toBe(200);
    expect(back.res.headers["content-type"]).toBe("image/png");
    expect(back.res.headers["content-disposition"]).toMatch(/^inline; filename="My photo1.jpg"/);
    expect(back.res.rawPayload.equals(image)).toBe(true);

    const part = await get(ref.url, teacher, { range: "bytes=0-7" });
    expect(part.status).toBe(206);
    expect(part.res.headers["content-range"]).toBe(`bytes 0-7/${image.length}`);
    expect(part.res.rawPayload.equals(image.subarray(0, 8))).toBe(true);
    expect((await get(ref.url, teacher, { range: `bytes=${image.length + 5}-` })).status).toBe(416);
  });

  it("serves the display copy at most 800 wide (SPEC 9), scaled once and kept", async () => {
    const ref = (await upload(teacher, { filename: "wide.png", data: await png(2000, 500) }, "image")).body
      .data;
    const scaled = await get(`${ref.url}?w=800`, teacher);
    expect(scaled.status).toBe(200);
    const meta = await sharp(scaled.res.rawPayload).metadata();
    expect([meta.width, meta.height, meta.format]).toEqual([800, 200, "png"]);
    const [row] = (await t.database.db.execute(sql`select meta from file_object where id = ${ref.id}`))
      .rows as {
      meta: { variants: Record<string, { key: string; width: number }> };
    }[];
    expect(row?.meta.variants["800"]?.width).toBe(800);
    expect(existsSync(join(dataDir, "files", row?.meta.variants["800"]?.key ?? "x"))).toBe(true);
    const again = await get(`${ref.url}?w=800`, teacher);
    expect(again.res.rawPayload.equals(scaled.res.rawPayload)).toBe(true);
    expect((await get(`${ref.url}?w=801`, teacher)).status).toBe(400);
    const small = (await upload(teacher, { filename: "small.png", data: await png(300, 200) }, "image")).body
      .data;
    expect((await sharp((await get(`${small.url}?w=800`, teacher)).res.rawPayload).metadata()).width).toBe(
      300,
    );
    const snap = await get(`/api/oss/snapshot?id=${ref.id}`, teacher);
    expect(snap.body.data).toEqual({ id: ref.id, url: `${ref.url}?w=800` });
  });

  it("takes audio for an audio field and refuses it for a video or image field", async () => {
    const samples = Buffer.alloc(8000, 0x80);
    const header = Buffer.alloc(44);
    header.write("RIFF", 0);
    header.writeUInt32LE(36 + samples.length, 4);
    header.write("WAVEfmt ", 8);
    header.writeUInt32LE(16, 16);
    header.writeUInt16LE(1, 20);
    header.writeUInt16LE(1, 22);
    header.writeUInt32LE(8000, 24);
    header.writeUInt32LE(8000, 28);
    header.writeUInt16LE(1, 32);
    header.writeUInt16LE(8, 34);
    header.write("data", 36);
    header.writeUInt32LE(samples.length, 40);
    const wav = { filename: "voice.mp4", type: "video/mp4", data: Buffer.concat([header, samples]) };
    const taken = await upload(teacher, wav, "audio");
    expect(taken.body.data).toMatchObject({
      kind: "audio",
      mime: expect.stringMatching(/^audio\/(x-)?wav$/),
    });
    const served = await get(taken.body.data.url, teacher);
    expect(served.res.headers["content-disposition"]).toMatch(/^inline;/);
    expect((await upload(teacher, wav, "video")).status).toBe(400);
    expect((await upload(teacher, wav, "image")).status).toBe(400);
  });

  it("refuses text dressed as a PNG for an image field, and takes it as an attachment", async () => {
    const fake = { filename: "cat.png", type: "image/png", data: "just some words, not a picture" };
    const before = await fileCount();
    const refused = await upload(teacher, fake, "image");
    expect(refused.status).toBe(400);
    expect(refused.body.errorDesc).toContain("expected image, got text/plain");
    expect(await fileCount()).toBe(before);
    const taken = await upload(teacher, fake, "attachment");
    expect(taken.body.data).toMatchObject({ mime: "text/plain", kind: "document" });
    const snap = await get(`/api/oss/snapshot?id=${taken.body.data.id}`, teacher);
    expect(snap.status).toBe(404);
  });

  it("never serves HTML inline: a download with nosniff and a sandboxing policy", async () => {
    const html = "<html><body><script>alert(document.cookie)</script></body></html>";
    const ref = (await upload(teacher, { filename: "报告 <final>.html", type: "text/html", data: html })).body
      .data;
    const res = await get(ref.url, teacher);
    expect(res.status).toBe(200);
    expect(res.res.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(res.res.headers["content-disposition"]).toBe(
      `attachment; filename="__ final.html"; filename*=UTF-8''${encodeURIComponent("报告 final.html")}`,
    );
    expect(res.res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.res.headers["content-security-policy"]).toContain("sandbox");
    expect(res.res.headers["content-security-policy"]).toContain("default-src 'none'");
  });

  it("refuses a file over the cap of its kind and keeps nothing of it", async () => {
    const before = await fileCount();
    const big = await noisyPng();
    expect(big.length).toBeGreaterThan(limits.image);
    const res = await upload(teacher, { filename: "big.png", data: big }, "image");
    expect(res.status).toBe(413);
    expect(res.body.errorDesc).toBe("the file is too large (image limit 200 KB)");
    const inferred = await upload(teacher, { filename: "big.png", data: big });
    expect(inferred.status).toBe(413);
    expect(await fileCount()).toBe(before);
    expect(readdirSync(join(dataDir, "tmp"))).toEqual([]);
    expect((await upload(teacher, { filename: "big.bin", data: big }, "attachment")).status).toBe(200);
  });

  it("takes base64 uploads with the same checks, and finds duplicates by SHA-256", async () => {
    const image = await png(40, 40);
    const data = `data:image/jpeg;base64,${image.toString("base64")}`;
    const res = await t.call({
      method: "POST",
      url: "/api/oss/uploadBase64",
      headers: bearer(teacher, EN),
      payload: { name: "sign.png", data, kind: "image" },
    });
    expect(res.body.data).toMatchObject({ mime: "image/png", size: image.length });
    const exists = await get(`/api/oss/isExist?sha256=${sha(image)}`, teacher);
    expect(exists.body.data).toMatchObject({ exists: true, file: { id: res.body.data.id } });
    const missing = await get(`/api/oss/isExist?sha256=${sha(Buffer.from("never"))}`, teacher);
    expect(missing.body.data).toEqual({ exists: false, file: null });
    const words = Buffer.from("hello").toString("base64");
    const wrong = await t.call({
      method: "POST",
      url: "/api/oss/uploadBase64",
      headers: bearer(teacher, EN),
      payload: { name: "x.png", data: words, kind: "image" },
    });
    expect(wrong.status).toBe(400);
  });

  it("answers 404 for another school's file and for another person's loose upload, and 401 without a token", async () => {
    const ref = (await upload(teacher, { filename: "mine.png", data: await png(10, 10) }, "image")).body.data;
    const other = (await signIn(t, "primary.demo", "admin", 0)).token;
    expect((await get(ref.url, other)).status).toBe(404);
    expect((await get(`/api/oss/get?id=${ref.id}`, other)).status).toBe(404);
    expect((await get(`/api/oss/snapshot?id=${ref.id}`, other)).status).toBe(404);
    expect((await get(ref.url)).body.errorCode).toBe("MISTOKEN");
    // A file no record holds is its uploader's alone (file-access.routes.test.ts: who reads attached files).
    const student = (await signIn(t, "single.demo", "s26010101", 1)).token;
    expect((await get(ref.url, student)).status).toBe(404);
  });

  it("gives an hour-long link that works without a token, and refuses a forged or expired one", async () => {
    const image = await png(1200, 600);
    const ref = (await upload(teacher, { filename: "link.png", data: image }, "image")).body.data;
    const link = (await get(`/api/oss/get?id=${ref.id}&w=800`, teacher)).body.data;
    expect(link.url).toMatch(new RegExp(`^/api/oss/link/${ref.id}\\?school=${single}&w=800&exp=\\d+&sig=`));
    const opened = await get(link.url);
    expect(opened.status).toBe(200);
    expect((await sharp(opened.res.rawPayload).metadata()).width).toBe(800);
    expect((await get(link.url.replace("w=800", "w=400"))).status).toBe(403);
    expect((await get(link.url.replace(`school=${single}`, "school=1"))).status).toBe(403);
    expect((await get(link.url.replace(/exp=\d+/, "exp=1"))).status).toBe(403);
  });

  it("lets visitors upload, and read back only what their own visitor session uploaded", async () => {
    const mine = await visitorToken();
    const theirs = await visitorToken();
    const ref = (await upload(mine, { filename: "v.png", data: await png(20, 20) }, "image")).body.data;
    expect(ref.id).toBeGreaterThan(0);
    expect((await get(ref.url, mine)).status).toBe(200);
    expect((await get(ref.url, theirs)).status).toBe(404);
    expect((await get(`/api/oss/isExist?sha256=${ref.sha256}`, theirs)).body.data.exists).toBe(false);
    const staff = (await upload(teacher, { filename: "staff.txt", data: "staff only" })).body.data;
    expect((await get(staff.url, mine)).status).toBe(404);
    expect((await get(ref.url, teacher)).status).toBe(404);
    const asVisitor = async (token: string) => {
      const visitorId = (await get("/api/auth/visitor/userInfo", token)).body.data.id as number;
      return { kind: "visitor" as const, visitor: { visitorId, schoolId: single, areaId: null } };
    };
    const ids = [ref.id, staff.id];
    const referable = async (token: string) =>
      (await referableFiles(t.database.db, await asVisitor(token), ids)).map((f) => f.id);
    expect(await referable(mine)).toEqual([ref.id]);
    expect(await referable(theirs)).toEqual([]);
    const depress = await t.call({
      method: "POST",
      url: "/api/oss/depress",
      headers: bearer(mine, EN),
      payload: { id: ref.id },
    });
    expect(depress.body.errorCode).toBe("MISTOKEN");
  });

  it("limits each caller to 120 uploads a minute, without slowing down the others", async () => {
    const flood = await visitorToken();
    const statuses: number[] = [];
    for (let i = 0; i < 121; i++)
      statuses.push((await upload(flood, { filename: `${i}.txt`, data: `n${i}` })).status);
    expect(statuses.slice(0, 120).every((s) => s === 200)).toBe(true);
    expect(statuses[120]).toBe(429);
    expect((await upload(await visitorToken(), { filename: "calm.txt", data: "calm" })).status).toBe(200);
  });
});
