import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { attendanceQrKeyOf, loadConfig } from "./config.ts";
import { redactUrl } from "./logging.ts";

describe("configuration from the environment", () => {
  it("has working defaults and a generated development data key that persists", () => {
    const dir = mkdtempSync(join(tmpdir(), "eos-cfg-"));
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({
      port: 8080,
      defaultDomain: "single.demo",
      seed: "demo",
      smsProvider: "outbox",
    });
    expect(config.dataKey).toHaveLength(32);
    expect(readFileSync(join(dir, ".data-key"), "utf8").trim()).toBe(config.dataKey.toString("base64"));
    expect(loadConfig({ DATA_DIR: dir }).dataKey.equals(config.dataKey)).toBe(true);
    // The attendance QR key is derived from the data key (the same after a restart, not the data key itself)
    // unless ATTENDANCE_QR_KEY sets it.
    const qrKey = attendanceQrKeyOf(config);
    expect(qrKey).toHaveLength(32);
    expect(qrKey.equals(config.dataKey)).toBe(false);
    expect(attendanceQrKeyOf(loadConfig({ DATA_DIR: dir })).equals(qrKey)).toBe(true);
    const given = Buffer.alloc(32, 7).toString("base64");
    expect(
      attendanceQrKeyOf(loadConfig({ DATA_DIR: dir, ATTENDANCE_QR_KEY: given })).toString("base64"),
    ).toBe(given);
    expect(() => loadConfig({ DATA_DIR: dir, ATTENDANCE_QR_KEY: "short" })).toThrow(/ATTENDANCE_QR_KEY/);
  });

  it("believes forwarded headers only from the proxies it is told of", () => {
    expect(loadConfig({ DATA_DIR: tmpdir() }).trustProxy).toBe(false);
    const oneHop = loadConfig({ DATA_DIR: tmpdir(), TRUST_PROXY: "1" }).trustProxy as (
      a: string,
      hop: number,
    ) => boolean;
    expect([oneHop("10.0.0.1", 0), oneHop("10.0.0.2", 1)]).toEqual([true, false]);
    expect(loadConfig({ DATA_DIR: tmpdir(), TRUST_PROXY: "10.0.0.1, 10.0.0.0/8" }).trustProxy).toEqual([
      "10.0.0.1",
      "10.0.0.0/8",
    ]);
  });

  it("reads DEV_OUTBOX_ALLOW as address blocks, IPv4 and IPv6, and refuses what is not one", () => {
    expect(loadConfig({ DATA_DIR: tmpdir() }).devOutboxAllow).toEqual([]);
    const allow = loadConfig({
      DATA_DIR: tmpdir(),
      DEV_OUTBOX_ALLOW: " 10.20.0.0/16, 192.0.2.7 ,fd00::/8,::1",
    });
    expect(allow.devOutboxAllow).toEqual(["10.20.0.0/16", "192.0.2.7/32", "fd00::/8", "::1/128"]);
    for (const bad of [
      "10.0.0.0/33",
      "example.org",
      "10.0.0/8",
      "fd00::/129",
      "10.0.0.0/",
      "10.0.0.0/8/8",
      "*",
    ]) {
      expect(() => loadConfig({ DATA_DIR: tmpdir(), DEV_OUTBOX_ALLOW: `127.0.0.1,${bad}` }), bad).toThrow(
        /Invalid configuration: DEV_OUTBOX_ALLOW: .*is not an address or a CIDR block/,
      );
    }
  });

  it("answers requests on PostgreSQL as eos_app: DATABASE_APP_URL, else DATABASE_URL with that user", () => {
    const base = { DATA_DIR: tmpdir() };
    expect(loadConfig(base).databaseAppUrl).toBeUndefined();
    const derived = loadConfig({
      ...base,
      DATABASE_URL: "postgres://owner:secret@db.example:5433/eos?sslmode=require",
    });
    expect(derived.databaseUrl).toBe("postgres://owner:secret@db.example:5433/eos?sslmode=require");
    expect(derived.databaseAppUrl).toBe("postgres://eos_app@db.example:5433/eos?sslmode=require");
    const given = loadConfig({
      ...base,
      DATABASE_URL: "postgres://owner:secret@db.example/eos",
      DATABASE_APP_URL: "postgres://eos_app:apppass@db.example/eos",
    });
    expect(given.databaseAppUrl).toBe("postgres://eos_app:apppass@db.example/eos");
    expect(() => loadConfig({ ...base, DATABASE_URL: "postgres:///eos?host=/run/postgresql" })).toThrow(
      /DATABASE_APP_URL/,
    );
  });

  it("sends prepared statements unless DATABASE_PREPARED_STATEMENTS=off (PgBouncer's transaction mode)", () => {
    expect(loadConfig({ DATA_DIR: tmpdir() }).databasePreparedStatements).toBe(true);
    expect(
      loadConfig({ DATA_DIR: tmpdir(), DATABASE_PREPARED_STATEMENTS: "off" }).databasePreparedStatements,
    ).toBe(false);
    expect(() => loadConfig({ DATA_DIR: tmpdir(), DATABASE_PREPARED_STATEMENTS: "no" })).toThrow(
      /DATABASE_PREPARED_STATEMENTS/,
    );
  });

  it("refuses bad values with the variable named", () => {
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => loadConfig({ SEED: "lots" })).toThrow(/SEED/);
  });

  it("refuses production without a data key and with the SMS outbox", () => {
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(/DATA_KEY/);
    const key = Buffer.alloc(32, 1).toString("base64");
    expect(() => loadConfig({ NODE_ENV: "production", DATA_KEY: key, SMS_PROVIDER: "outbox" })).toThrow(
      /outbox/,
    );
    expect(loadConfig({ NODE_ENV: "production", DATA_KEY: key }).smsProvider).toBeUndefined();
  });
});

describe("log lines", () => {
  it("never carry tokens, codes or passwords from the query string", () => {
    const url = redactUrl("/api/center/redirectUrl?token=abc&url=%2Fx&code=123&pwd=p");
    expect(url).not.toContain("abc");
    expect(url).not.toContain("123");
    expect(url).toContain("url=%2Fx");
    expect(redactUrl("/api/plain")).toBe("/api/plain");
  });
  it("reads S3 settings all together or not at all, and upload caps in MB", () => {
    const dir = tmpdir();
    const local = loadConfig({ DATA_DIR: dir });
    expect(local.s3).toBeUndefined();
    expect(local.uploadLimits).toEqual({
      image: 20 * 1024 * 1024,
      audio: 130 * 1024 * 1024,
      video: 130 * 1024 * 1024,
      attachment: 130 * 1024 * 1024,
    });
    const s3 = {
      S3_ENDPOINT: "http://127.0.0.1:9000",
      S3_BUCKET: "eos",
      S3_ACCESS_KEY_ID: "AK",
      S3_SECRET_ACCESS_KEY: "SK",
    };
    expect(loadConfig({ DATA_DIR: dir, ...s3 }).s3).toEqual({
      endpoint: "http://127.0.0.1:9000",
      bucket: "eos",
      region: "us-east-1",
      accessKeyId: "AK",
      secretAccessKey: "SK",
    });
    expect(loadConfig({ DATA_DIR: dir, ...s3, S3_REGION: "cn-north-1" }).s3?.region).toBe("cn-north-1");
    expect(() => loadConfig({ DATA_DIR: dir, ...s3, S3_BUCKET: "" })).toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ DATA_DIR: dir, ...s3, S3_ENDPOINT: "not a url" })).toThrow(/S3_ENDPOINT/);
    expect(loadConfig({ DATA_DIR: dir, UPLOAD_MAX_IMAGE_MB: "0.5" }).uploadLimits?.image).toBe(524288);
    expect(() => loadConfig({ DATA_DIR: dir, UPLOAD_MAX_VIDEO_MB: "-1" })).toThrow(/UPLOAD_MAX_VIDEO_MB/);
  });
});
