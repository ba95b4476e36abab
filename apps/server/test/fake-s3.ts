import { createHash, createHmac } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { S3Config } from "../src/platform/files/s3-storage.ts";

/** An S3 stand-in on loopback: checks every signature on its own and keeps objects in memory. */
export const fakeS3 = (secret: string) => {
  const objects = new Map<string, Buffer>();
  const seen: { method: string; path: string; contentLength?: string; payload: string }[] = [];
  const hmac = (key: Buffer | string, data: string) => createHmac("sha256", key).update(data).digest();
  const verify = (req: IncomingMessage, body: Buffer): boolean => {
    const auth =
      /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, SignedHeaders=([^,]+), Signature=([0-9a-f]{64})$/.exec(
        req.headers.authorization ?? "",
      );
    if (!auth) return false;
    const [, , day, region, signedHeaders, signature] = auth as unknown as string[];
    const payload = String(req.headers["x-amz-content-sha256"]);
    if (payload !== "UNSIGNED-PAYLOAD" && payload !== createHash("sha256").update(body).digest("hex"))
      return false;
    const names = (signedHeaders as string).split(";");
    if (!names.includes("host") || !names.includes("x-amz-date")) return false;
    const [path, query = ""] = (req.url ?? "").split("?");
    const canonical = [
      req.method,
      path,
      query,
      ...names.map((n) => `${n}:${String(req.headers[n]).trim()}`),
      "",
      signedHeaders,
      payload,
    ].join("\n");
    const scope = `${day}/${region}/s3/aws4_request`;
    const toSign = `AWS4-HMAC-SHA256\n${req.headers["x-amz-date"]}\n${scope}\n${createHash("sha256").update(canonical).digest("hex")}`;
    const key = hmac(
      hmac(hmac(hmac(`AWS4${secret}`, day as string), region as string), "s3"),
      "aws4_request",
    );
    return hmac(key, toSign).toString("hex") === signature;
  };
  const server: Server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const body = Buffer.concat(chunks);
    const path = (req.url ?? "").split("?")[0] as string;
    seen.push({
      method: req.method ?? "",
      path,
      contentLength: req.headers["content-length"],
      payload: String(req.headers["x-amz-content-sha256"]),
    });
    if (!verify(req, body)) {
      res.writeHead(403).end("<Error><Code>SignatureDoesNotMatch</Code></Error>");
      return;
    }
    const stored = objects.get(path);
    if (req.method === "PUT") {
      objects.set(path, body);
      res.writeHead(200).end();
    } else if (req.method === "DELETE") {
      objects.delete(path);
      res.writeHead(204).end();
    } else if (!stored) {
      res.writeHead(404).end(req.method === "HEAD" ? undefined : "<Error><Code>NoSuchKey</Code></Error>");
    } else if (req.method === "HEAD") {
      res.writeHead(200, { "content-length": stored.length }).end();
    } else {
      const range = /^bytes=(\d+)-(\d+)$/.exec(String(req.headers.range ?? ""));
      if (range) res.writeHead(206).end(stored.subarray(Number(range[1]), Number(range[2]) + 1));
      else res.writeHead(200).end(stored);
    }
  });
  return { server, objects, seen };
};

/** A fake S3 listening on a free loopback port, with the settings that reach it. */
export const startFakeS3 = async (secret = "s3cr3t") => {
  const s3 = fakeS3(secret);
  await new Promise<void>((done) => s3.server.listen(0, "127.0.0.1", done));
  const config: S3Config = {
    endpoint: `http://127.0.0.1:${(s3.server.address() as AddressInfo).port}`,
    bucket: "eos-files",
    region: "cn-north-1",
    accessKeyId: "AKTEST",
    secretAccessKey: secret,
  };
  return { ...s3, config, close: () => new Promise<void>((done) => s3.server.close(() => done())) };
};
