import { createHash } from "node:crypto";
import { mkdtempSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fakeS3 } from "../../../test/fake-s3.ts";
import { createLocalStorage } from "./local-storage.ts";
import { createS3Storage, type S3Config } from "./s3-storage.ts";
import { signRequest } from "./sigv4.ts";
import { newStorageKey, type ObjectStorage } from "./storage.ts";

describe("AWS Signature Version 4", () => {
  it("reproduces AWS's published example (GET /test.txt with a Range header)", () => {
    const headers = signRequest(
      {
        method: "GET",
        url: new URL("https://examplebucket.s3.amazonaws.com/test.txt"),
        headers: { range: "bytes=0-9" },
        payloadHash: createHash("sha256").update("").digest("hex"),
        now: new Date("2013-05-24T00:00:00Z"),
      },
      {
        accessKeyId: "AKIAIOSFODNN7EXAMPLE",
        secretAccessKey: "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
        region: "us-east-1",
      },
    );
    expect(headers.authorization).toBe(
      "AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, " +
        "SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, " +
        "Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41",
    );
  });
});

const contract = (name: string, make: () => ObjectStorage) => {
  it(`${name}: puts buffers and streams, reads whole and by range, stats, deletes`, async () => {
    const storage = make();
    const key = newStorageKey(7, new Date("2026-03-05T00:00:00Z"));
    expect(key).toMatch(/^7\/2026\/03\/[A-Za-z0-9_-]{24}$/);
    expect(await storage.exists(key)).toBe(false);
    expect(await storage.stat(key)).toBeNull();
    await storage.put(key, Buffer.from("hello, object storage"));
    expect(await text(await storage.get(key))).toBe("hello, object storage");
    expect(await text(await storage.get(key, { start: 7, end: 12 }))).toBe("object");
    expect(await storage.stat(key)).toEqual({ size: 21 });
    const streamed = `${key}.w800`;
    const big = Buffer.alloc(300_000, "ab");
    await storage.put(streamed, Readable.from([big.subarray(0, 1000), big.subarray(1000)]), big.length);
    expect((await storage.stat(streamed))?.size).toBe(300_000);
    expect(await text(await storage.get(streamed, { start: 299_998, end: 299_999 }))).toBe("ab");
    await storage.delete(key);
    expect(await storage.exists(key)).toBe(false);
    await storage.delete(key);
  });

  it(`${name}: refuses keys the server did not make`, async () => {
    const storage = make();
    for (const bad of ["../etc/passwd", "7/2026/03/../../x", "/abs/olute", "7/2026/03/short"]) {
      await expect(storage.put(bad, Buffer.from("x"))).rejects.toThrow(/refused storage key/);
    }
  });
};

describe("object storage backends", () => {
  const s3 = fakeS3("s3cr3t");
  let config: S3Config;
  beforeAll(async () => {
    await new Promise<void>((done) => s3.server.listen(0, "127.0.0.1", done));
    const port = (s3.server.address() as AddressInfo).port;
    config = {
      endpoint: `http://127.0.0.1:${port}`,
      bucket: "eos-files",
      region: "cn-north-1",
      accessKeyId: "AKTEST",
      secretAccessKey: "s3cr3t",
    };
  });
  afterAll(() => new Promise<void>((done) => s3.server.close(() => done())));

  const dir = mkdtempSync(join(tmpdir(), "eos-storage-"));
  contract("local disk", () => createLocalStorage(dir));
  contract("S3-compatible", () => createS3Storage(config));

  it("S3: addresses the bucket path-style, signs payloads, sends a length with streamed bodies", () => {
    const puts = s3.seen.filter((r) => r.method === "PUT");
    expect(puts.length).toBeGreaterThanOrEqual(2);
    expect(puts.every((r) => r.path.startsWith("/eos-files/7/2026/03/"))).toBe(true);
    expect(puts[0]?.payload).toMatch(/^[0-9a-f]{64}$/);
    expect(puts[1]).toMatchObject({ payload: "UNSIGNED-PAYLOAD", contentLength: "300000" });
    expect(s3.objects.size).toBe(1);
  });

  it("S3: a wrong secret is refused by the server and surfaces as an error", async () => {
    const wrong = createS3Storage({ ...config, secretAccessKey: "guessed" });
    await expect(wrong.put(newStorageKey(7), Buffer.from("x"))).rejects.toThrow(/403 SignatureDoesNotMatch/);
    await expect(wrong.exists(newStorageKey(7))).rejects.toThrow(/403/);
  });
});
