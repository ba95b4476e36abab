import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, signIn } from "../../../test/sign-in.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";
import { multipart } from "../../../test/zip-builder.ts";
import { COMPRESS_THRESHOLD, registerApiCompression } from "./compression.ts";

const BR_GZIP = { "accept-encoding": "gzip, deflate, br" };

/** A built web app as apps/web/precompress.ts leaves it: each text file beside its .br and .gz copies. */
const builtWebApp = (files: Record<string, string>): string => {
  const dist = mkdtempSync(join(tmpdir(), "eos-web-"));
  mkdirSync(join(dist, "assets"));
  for (const [name, text] of Object.entries(files)) {
    writeFileSync(join(dist, name), text);
    writeFileSync(join(dist, `${name}.br`), brotliCompressSync(text));
    writeFileSync(join(dist, `${name}.gz`), gzipSync(text));
  }
  return dist;
};

describe("compression on the wire (issue 17 item 17)", () => {
  const page = "<!doctype html><title>EOS</title><div id=root></div>";
  const script = 'export const greet = (name) => "hello " + name;\n'.repeat(100);
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    const webDist = builtWebApp({ "index.html": page, "assets/app-123.js": script });
    t = await createTestApp({ webDist, dataDir: mkdtempSync(join(tmpdir(), "eos-files-")) });
    admin = (await signIn(t, "single.demo", "admin", 0)).token;
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: "GET", url, headers });

  it("GET /assets/*.js sends the build's brotli copy, gzip to a browser without br, and the file itself to one without either", async () => {
    const br = await get("/assets/app-123.js", BR_GZIP);
    expect(br.statusCode).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["content-type"]).toMatch(/^application\/javascript/);
    expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);

    const gz = await get("/assets/app-123.js", { "accept-encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await get("/assets/app-123.js");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it("a client route's index.html comes precompressed too, and is still revalidated on every visit", async () => {
    const res = await get("/m/login?domain=primary.demo", BR_GZIP);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(page);
    expect((await get("/m/login", { "accept-encoding": "gzip" })).headers["content-encoding"]).toBe("gzip");
  });

  it("an API answer over 1 KB is compressed as the client accepts; one under 1 KB is sent as it is", async () => {
    const url = "/api/v3/stu/page?current=1&size=50";
    const plain = await get(url, bearer(admin));
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_THRESHOLD);

    const br = await get(url, bearer(admin, BR_GZIP));
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

    const gz = await get(url, bearer(admin, { "accept-encoding": "gzip" }));
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());

    const small = await get("/api/auth/getschool/byDomain?domain=primary.demo", BR_GZIP);
    expect(small.rawPayload.length).toBeLessThan(COMPRESS_THRESHOLD);
    expect(small.headers["content-encoding"]).toBeUndefined();
    expect(small.json()).toMatchObject({ success: true, data: { domain: "primary.demo" } });
  });

  it("a stored file goes out as stored: whole with its length, and a Range request gets 206 with exactly those bytes", async () => {
    const text = Buffer.from("0123456789 a plain text attachment that compresses very well\n".repeat(80));
    const body = multipart([{ name: "file", filename: "notes.txt", type: "text/plain", data: text }]);
    const up = await t.app.inject({
      method: "POST",
      url: "/api/oss/upload",
      headers: { ...bearer(admin), ...body.headers },
      payload: body.payload,
    });
    const ref = up.json().data as { url: string; mime: string };
    expect(ref.mime).toMatch(/^text\/plain/);

    const whole = await get(ref.url, bearer(admin, BR_GZIP));
    expect(whole.statusCode).toBe(200);
    expect(whole.headers["content-encoding"]).toBeUndefined();
    expect(Number(whole.headers["content-length"])).toBe(text.length);
    expect(whole.rawPayload.equals(text)).toBe(true);

    const part = await get(ref.url, bearer(admin, { ...BR_GZIP, range: "bytes=100-1299" }));
    expect(part.statusCode).toBe(206);
    expect(part.headers["content-encoding"]).toBeUndefined();
    expect(part.headers["content-range"]).toBe(`bytes 100-1299/${text.length}`);
    expect(part.rawPayload.equals(text.subarray(100, 1300))).toBe(true);
  });
});

describe("registerApiCompression leaves alone what must go out as it is", () => {
  const bytes = Buffer.from(
    "PK\u0003\u0004 stand-in bytes of a file format that is compressed already\n".repeat(60),
  );
  const app = Fastify();
  beforeAll(async () => {
    await app.register(async (api) => {
      await registerApiCompression(api);
      for (const [path, type] of [
        ["xlsx", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"],
        ["pdf", "application/pdf"],
        ["zip", "application/zip"],
      ])
        api.get(`/${path}`, (_req, reply) =>
          reply
            .type(type)
            .header("content-disposition", `attachment; filename="f.${path}"`)
            .send(Readable.from([bytes])),
        );
      api.get("/partial", (_req, reply) =>
        reply
          .status(206)
          .type("text/plain")
          .header("content-range", `bytes 0-${bytes.length - 1}/${bytes.length * 2}`)
          .send(bytes),
      );
      api.get("/json", () => ({ list: Array.from({ length: 200 }, (_, i) => ({ id: i })) }));
    });
  });
  afterAll(() => app.close());

  it("streams .xlsx, .pdf and .zip downloads untouched, and never encodes partial content", async () => {
    for (const url of ["/xlsx", "/pdf", "/zip", "/partial"]) {
      const res = await app.inject({ method: "GET", url, headers: BR_GZIP });
      expect(res.headers["content-encoding"], url).toBeUndefined();
      expect(res.rawPayload.equals(bytes), url).toBe(true);
    }
    const json = await app.inject({ method: "GET", url: "/json", headers: BR_GZIP });
    expect(json.headers["content-encoding"]).toBe("br");
  });
});
