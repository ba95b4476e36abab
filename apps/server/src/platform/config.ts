import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { z } from "zod";

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: z.string().optional(),
  REDIS_URL: z.string().optional(),
  DEFAULT_DOMAIN: z.string().default("single.demo"),
  SEED: z.enum(["demo", "none"]).default("demo"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  DATA_KEY: z.string().optional(),
  SMS_PROVIDER: z.enum(["outbox"]).optional(),
  WEB_DIST: z.string().optional(),
  BODY_LIMIT: z.coerce
    .number()
    .int()
    .positive()
    .default(1024 * 1024),
  TRUST_PROXY: z.string().default(""),
  TRUSTED_REDIRECT_HOSTS: z.string().default(""),
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
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  defaultDomain: string;
  seed: "demo" | "none";
  logLevel: string;
  nodeEnv: "development" | "production" | "test";
  /** 32-byte key for encrypting sensitive personal data at rest. */
  dataKey: Buffer;
  smsProvider: "outbox" | undefined;
  webDist: string | undefined;
  bodyLimit: number;
  trustProxy: TrustProxy;
  /** Hosts (lowercase, `host` or `host:port`) that redirects may leave the site for; same-origin paths always may. */
  trustedRedirectHosts: string[];
};

export type TrustProxy = boolean | string[] | ((address: string, hop: number) => boolean);

/** The development key lives beside the data so that restarts can still read what was encrypted. */
const developmentKey = (dataDir: string): Buffer => {
  const file = join(dataDir, ".data-key");
  if (existsSync(file)) return Buffer.from(readFileSync(file, "utf8").trim(), "base64");
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32);
  writeFileSync(file, key.toString("base64"), { mode: 0o600 });
  return key;
};

const parseKey = (raw: string): Buffer => {
  const key = Buffer.from(raw, "base64");
  if (key.length !== 32) throw new Error("DATA_KEY must be 32 bytes, base64-encoded");
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
    redisUrl: e.REDIS_URL || undefined,
    defaultDomain: e.DEFAULT_DOMAIN,
    seed: e.SEED,
    logLevel: e.LOG_LEVEL,
    nodeEnv: e.NODE_ENV,
    dataKey: e.DATA_KEY ? parseKey(e.DATA_KEY) : developmentKey(dataDir),
    smsProvider: e.SMS_PROVIDER ?? (e.NODE_ENV === "production" ? undefined : "outbox"),
    webDist: e.WEB_DIST,
    bodyLimit: e.BODY_LIMIT,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    trustedRedirectHosts: e.TRUSTED_REDIRECT_HOSTS.split(",")
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
  };
};
