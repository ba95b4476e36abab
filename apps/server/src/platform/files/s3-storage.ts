import { createHash } from "node:crypto";
import { Readable } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import type { ByteRange, ObjectStorage } from "./object-storage.ts";
import { assertStorageKey } from "./object-storage.ts";
import { EMPTY_SHA256, signRequest, UNSIGNED_PAYLOAD } from "./sigv4.ts";

export type S3Config = {
  /** e.g. https://s3.eu-west-1.amazonaws.com or http://127.0.0.1:9000 (MinIO); path-style addressing. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
};

class S3Error extends Error {
  constructor(
    readonly status: number,
    readonly s3Code: string,
    what: string,
  ) {
    super(`S3 ${what} answered ${status} ${s3Code}`);
    this.name = "S3Error";
  }
}

const errorCodeOf = async (res: Response): Promise<string> => {
  const text = await res.text().catch(() => "");
  return /<Code>([^<]+)<\/Code>/.exec(text)?.[1] ?? "";
};

/** S3-compatible object storage over fetch, each request signed with AWS Signature Version 4. */
export const createS3Storage = (s3: S3Config, now: () => Date = () => new Date()): ObjectStorage => {
  const base = s3.endpoint.replace(/\/+$/, "");
  const creds = { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey, region: s3.region };
  const urlOf = (key: string) => {
    assertStorageKey(key);
    return new URL(`${base}/${encodeURIComponent(s3.bucket)}/${key}`);
  };
  const send = async (
    method: string,
    key: string,
    options: { headers?: Record<string, string>; payloadHash?: string; body?: RequestInit["body"] } = {},
  ): Promise<Response> => {
    const url = urlOf(key);
    const headers = signRequest(
      { method, url, headers: options.headers, payloadHash: options.payloadHash ?? EMPTY_SHA256, now: now() },
      creds,
    );
    const init: RequestInit & { duplex?: "half" } = { method, headers, body: options.body };
    if (options.body instanceof ReadableStream) init.duplex = "half";
    return fetch(url, init);
  };
  const head = async (key: string) => {
    const res = await send("HEAD", key);
    if (res.status === 404) return null;
    if (!res.ok) throw new S3Error(res.status, "", `HEAD ${key}`);
    return { size: Number(res.headers.get("content-length") ?? 0) };
  };

  return {
    kind: "s3",
    async put(key, body, size) {
      const isBuffer = Buffer.isBuffer(body);
      const length = isBuffer ? body.length : size;
      if (length === undefined) throw new Error("S3 put of a stream needs its size");
      const res = await send("PUT", key, {
        headers: { "content-length": String(length), "content-type": "application/octet-stream" },
        payloadHash: isBuffer ? createHash("sha256").update(body).digest("hex") : UNSIGNED_PAYLOAD,
        body: isBuffer ? new Uint8Array(body) : (Readable.toWeb(body) as unknown as ReadableStream),
      });
      if (!res.ok) throw new S3Error(res.status, await errorCodeOf(res), `PUT ${key}`);
      await res.body?.cancel();
    },
    async get(key, range?: ByteRange) {
      const headers: Record<string, string> = range ? { range: `bytes=${range.start}-${range.end}` } : {};
      const res = await send("GET", key, { headers });
      if (!res.ok || !res.body) throw new S3Error(res.status, await errorCodeOf(res), `GET ${key}`);
      return Readable.fromWeb(res.body as unknown as WebReadableStream);
    },
    stat: head,
    async exists(key) {
      return (await head(key)) !== null;
    },
    async delete(key) {
      const res = await send("DELETE", key);
      if (!res.ok && res.status !== 404)
        throw new S3Error(res.status, await errorCodeOf(res), `DELETE ${key}`);
      await res.body?.cancel();
    },
  };
};
