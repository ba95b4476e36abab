import { createHash, randomBytes } from "node:crypto";

/** 256 random bits, URL-safe. */
export const newSecret = (): string => randomBytes(32).toString("base64url");

/** What is stored for a token or code: its SHA-256, never the secret itself. */
export const hashSecret = (secret: string): string => createHash("sha256").update(secret).digest("base64url");

/** `<schoolId>.<secret>`: the prefix names the tenant whose table holds the hash. */
export const formatTenantSecret = (schoolId: number, secret: string) => `${schoolId}.${secret}`;

export const parseTenantSecret = (value: string): { schoolId: number; secret: string } | undefined => {
  const match = /^(\d{1,18})\.([A-Za-z0-9_-]{20,100})$/.exec(value);
  if (!match) return undefined;
  const schoolId = Number(match[1]);
  return Number.isSafeInteger(schoolId) ? { schoolId, secret: match[2] } : undefined;
};
