import { createHmac, randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { z } from "zod";
import type { S3Config } from "./files/s3-storage.ts";
import { parseAddressList } from "./http/address-list.ts";

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: z.string().optional(),
  DATABASE_APP_URL: z.string().optional(),
  DATABASE_PREPARED_STATEMENTS: z.enum(["on", "off"]).default("on"),
  REDIS_URL: z.string().optional(),
  DEFAULT_DOMAIN: z.string().default("single.demo"),
  SEED: z.enum(["demo", "none"]).default("demo"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  DATA_KEY: z.string().optional(),
  ATTENDANCE_QR_KEY: z.string().optional(),
  SMS_PROVIDER: z.enum(["outbox"]).optional(),
  WEB_DIST: z.string().optional(),
  BODY_LIMIT: z.coerce
    .number()
    .int()
    .positive()
    .default(1024 * 1024),
  TRUST_PROXY: z.string().default(""),
  DEV_OUTBOX_ALLOW: z.string().default(""),
  JOBS_POLL: z.enum(["on", "off"]).default("on"),
  TRUSTED_REDIRECT_HOSTS: z.string().default(""),
  API_DICT_HOSTS: z.string().default(""),
  S3_ENDPOINT: z.url().optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default("us-east-1"),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  UPLOAD_MAX_IMAGE_MB: z.coerce.number().positive().default(20),
  UPLOAD_MAX_AUDIO_MB: z.coerce.number().positive().default(130),
  UPLOAD_MAX_VIDEO_MB: z.coerce.number().positive().default(130),
  UPLOAD_MAX_ATTACHMENT_MB: z.coerce.number().positive().default(130),
  SETUP_CODE: z.string().optional(),
});

/**
 * Which proxies' X-Forwarded-* headers to believe: none by default (a client could otherwise pick its own
 * address and host); `true` for all, a hop count, or a comma-separated list of addresses and CIDRs.
 */
const parseTrustProxy = (raw: string): TrustProxy => {
  const value = raw.trim();
  if (value === "" || value === "false") return false;
  if (value === "true") return true;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address: string, hop: number) => hop < hops;
  }
  return value
    .split(",")
    .map((v) => v.trim())
    .filter(Boolean);
};

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  /** The owner's connection: migrations and the demo seed. */
  databaseUrl: string | undefined;
  /** What requests and jobs use in PostgreSQL mode: the role eos_app, under row-level security. */
  databaseAppUrl?: string;
  /** PostgreSQL statements as named prepared statements (off behind a pooler that cannot keep them). */
  databasePreparedStatements?: boolean;
  redisUrl: string | undefined;
  defaultDomain: string;
  seed: "demo" | "none";
  logLevel: string;
  nodeEnv: "development" | "production" | "test";
  /** 32-byte key for encrypting sensitive personal data at rest. */
  dataKey: Buffer;
  /** 32-byte key the attendance QR codes are signed with, when ATTENDANCE_QR_KEY sets one; else attendanceQrKeyOf
   * derives it from dataKey. */
  attendanceQrKey?: Buffer;
  smsProvider: "outbox" | undefined;
  webDist: string | undefined;
  bodyLimit: number;
  trustProxy: TrustProxy;
  /** Address blocks besides loopback that may read the development SMS outbox (DEV_OUTBOX_ALLOW). */
  devOutboxAllow?: string[];
  /** Hosts (lowercase, `host` or `host:port`) that redirects may leave the site for; same-origin paths always may. */
  trustedRedirectHosts: string[];
  /** Hosts (lowercase, `host` or `host:port`) that form items' outside option lists (queryApiDict) may be read
   * from; absent or empty refuses every such call. */
  apiDictHosts?: string[];
  /** S3-compatible object storage; absent means files live under DATA_DIR/files. */
  s3?: S3Config;
  /** Upload size caps in bytes per kind; absent means the defaults (images 20 MB, the rest 130 MB). */
  uploadLimits?: UploadLimits;
  /** Whether this process polls for background jobs (JOBS_POLL=off for processes that only serve requests);
   * absent means on. The integration tests turn it off and drain the queue themselves. */
  jobsPoll?: boolean;
  /** The code that unlocks creating the first platform administrator (setInitAdmin). Absent: nobody can;
   * `npm start` then makes a random one and prints it while no platform administrator exists. */
  setupCode?: string;
};

/**
 * The URL the server answers requests with in PostgreSQL mode: DATABASE_APP_URL when set (password
 * authentication), else DATABASE_URL as the role eos_app without a password (trust or peer authentication).
 */
export const appDatabaseUrl = (ownerUrl: string, appUrl?: string): string => {
  if (appUrl) return appUrl;
  const url = new URL(ownerUrl);
  url.username = "eos_app";
  url.password = "";
  // A URL without a host (a Unix socket given as ?host=) keeps its user: refuse rather than run as the owner.
  if (url.username !== "eos_app")
    throw new Error("Invalid configuration: set DATABASE_APP_URL for this DATABASE_URL");
  return url.toString();
};

export type UploadLimits = { image: number; audio: number; video: number; attachment: number };

const MB = 1024 * 1024;

/** All four S3 settings or none: half a configuration would silently store files on local disk. */
const s3Of = (e: z.infer<typeof envSchema>): S3Config | undefined => {
  const given = [e.S3_ENDPOINT, e.S3_BUCKET, e.S3_ACCESS_KEY_ID, e.S3_SECRET_ACCESS_KEY];
  if (given.every((v) => !v)) return undefined;
  if (!e.S3_ENDPOINT || !e.S3_BUCKET || !e.S3_ACCESS_KEY_ID || !e.S3_SECRET_ACCESS_KEY) {
    throw new Error(
      "Invalid configuration: S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together",
    );
  }
  return {
    endpoint: e.S3_ENDPOINT,
    bucket: e.S3_BUCKET,
    region: e.S3_REGION,
    accessKeyId: e.S3_ACCESS_KEY_ID,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY,
  };
};

const devOutboxAllowOf = (raw: string): string[] => {
  try {
    return parseAddressList(raw);
  } catch (error) {
    throw new Error(`Invalid configuration: DEV_OUTBOX_ALLOW: ${(error as Error).message}`);
  }
};

export type TrustProxy = boolean | string[] | ((address: string, hop: number) => boolean);

/** The development key lives beside the data so that restarts can still read what was encrypted. */
const developmentKey = (dataDir: string, name = ".data-key"): Buffer => {
  const file = join(dataDir, name);
  if (existsSync(file)) return Buffer.from(readFileSync(file, "utf8").trim(), "base64");
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32);
  writeFileSync(file, key.toString("base64"), { mode: 0o600 });
  return key;
};

/**
 * The key attendance QR codes are signed with: ATTENDANCE_QR_KEY's, else one derived from the data key, so every
 * process of a deployment (and a restart) agrees without another secret to keep.
 */
export const attendanceQrKeyOf = (config: Pick<Config, "attendanceQrKey" | "dataKey">): Buffer =>
  config.attendanceQrKey ?? createHmac("sha256", config.dataKey).update("attendance-qr").digest();

const parseKey = (raw: string, name = "DATA_KEY"): Buffer => {
  const key = Buffer.from(raw, "base64");
  if (key.length !== 32) throw new Error(`${name} must be 32 bytes, base64-encoded`);
  return key;
};

export const loadConfig = (env: NodeJS.ProcessEnv = process.env): Config => {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  const dataDir = resolve(e.DATA_DIR);
  if (e.NODE_ENV === "production" && !e.DATA_KEY) throw new Error("DATA_KEY is required in production");
  if (e.NODE_ENV === "production" && e.SMS_PROVIDER === "outbox") {
    throw new Error("SMS_PROVIDER=outbox is refused in production");
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL || undefined,
    databaseAppUrl: e.DATABASE_URL
      ? appDatabaseUrl(e.DATABASE_URL, e.DATABASE_APP_URL || undefined)
      : undefined,
    databasePreparedStatements: e.DATABASE_PREPARED_STATEMENTS === "on",
    redisUrl: e.REDIS_URL || undefined,
    defaultDomain: e.DEFAULT_DOMAIN,
    seed: e.SEED,
    logLevel: e.LOG_LEVEL,
    nodeEnv: e.NODE_ENV,
    dataKey: e.DATA_KEY ? parseKey(e.DATA_KEY) : developmentKey(dataDir),
    // Codes must verify on every server process and after a restart: generated once and kept like the data key.
    attendanceQrKey: e.ATTENDANCE_QR_KEY ? parseKey(e.ATTENDANCE_QR_KEY, "ATTENDANCE_QR_KEY") : undefined,
    smsProvider: e.SMS_PROVIDER ?? (e.NODE_ENV === "production" ? undefined : "outbox"),
    webDist: e.WEB_DIST,
    bodyLimit: e.BODY_LIMIT,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    devOutboxAllow: devOutboxAllowOf(e.DEV_OUTBOX_ALLOW),
    trustedRedirectHosts: e.TRUSTED_REDIRECT_HOSTS.split(",")
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
    apiDictHosts: e.API_DICT_HOSTS.split(",")
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
    s3: s3Of(e),
    jobsPoll: e.JOBS_POLL === "on",
    setupCode: e.SETUP_CODE?.trim() || undefined,
    uploadLimits: {
      image: Math.round(e.UPLOAD_MAX_IMAGE_MB * MB),
      audio: Math.round(e.UPLOAD_MAX_AUDIO_MB * MB),
      video: Math.round(e.UPLOAD_MAX_VIDEO_MB * MB),
      attachment: Math.round(e.UPLOAD_MAX_ATTACHMENT_MB * MB),
    },
  };
};
