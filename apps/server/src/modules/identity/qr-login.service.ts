import { createHash } from "node:crypto";
import type { AuthContext } from "../../platform/auth/access.ts";
import { enterSchool } from "../../platform/db/tenant-context.ts";
import type { SchoolRow } from "../school/index.ts";
import type { IdentityDeps } from "./identity.deps.ts";
import { identityError } from "./identity.messages.ts";
import { issueOneTimeCode } from "./one-time-code.ts";
import { type DeviceDescription, describeUserAgent } from "./qr-device.ts";
import { confirmQrTicket } from "./qr-login.store.ts";
import { formatTenantSecret, hashSecret, parseTenantSecret } from "./secret.ts";
import { redeemOneTimeCode } from "./session.store.ts";

/**
 * QR sign-in. The computer gets two secrets: the *ticket* it polls with, kept to itself, and the *scan ticket*
 * derived from it, which the QR code shows. Whoever photographs the screen can therefore scan (and see what a
 * phone sees) but never collect the sign-in. The one_time_code row (keyed by the ticket's hash) makes the
 * sign-in single-use and records which account confirmed; the cache holds the display state for 120 s.
 */
const QR_TTL_MS = 120_000;
const AUTH_CODE_MS = 60_000;

export type QrState = "waiting" | "scanned" | "confirmed" | "expired";
export type QrAction = "scan" | "confirm" | "cancel";

type QrRecord = {
  schoolId: number;
  ticketHash: string;
  /** "cancelled" answers the computer as expired: the phone's owner said it was not them. */
  state: "waiting" | "scanned" | "confirmed" | "cancelled";
  userAgent: string | null;
  ip: string | null;
  expiresAt: number;
};

/** The scan secret is a one-way function of the ticket: the server finds the record from either. */
const scanSecretOf = (ticketSecret: string) =>
  createHash("sha256").update(`qr-scan:${ticketSecret}`).digest("base64url");

const recordKey = (schoolId: number, scanSecret: string) => `qr:${schoolId}:${hashSecret(scanSecret)}`;

const secondsLeft = (deps: IdentityDeps, record: QrRecord) =>
  Math.max(0, Math.ceil((record.expiresAt - deps.now().getTime()) / 1000));

const saveRecord = (deps: IdentityDeps, key: string, record: QrRecord) =>
  deps.cache.set(key, record, Math.max(1, record.expiresAt - deps.now().getTime()));

/** GET auth/getQrCode: a ticket for the computer and the address its QR code shows. */
export const createQrTicket = async (
  deps: IdentityDeps,
  school: SchoolRow,
  meta: { userAgent?: string; ip?: string },
) => {
  const expiresAt = deps.now().getTime() + QR_TTL_MS;
  const issued = await issueOneTimeCode(deps, {
    schoolId: school.id,
    purpose: "qr",
    accountId: null,
    ttlMs: QR_TTL_MS,
  });
  const scan = scanSecretOf(issued.secret);
  const record: QrRecord = {
    schoolId: school.id,
    ticketHash: issued.codeHash,
    state: "waiting",
    userAgent: meta.userAgent?.slice(0, 300) ?? null,
    ip: meta.ip ?? null,
    expiresAt,
  };
  await saveRecord(deps, recordKey(school.id, scan), record);
  const scanTicket = formatTenantSecret(school.id, scan);
  const query = new URLSearchParams({ ticket: scanTicket, domain: school.domain });
  return {
    ticket: issued.code,
    qrContent: `/m/qr-confirm?${query.toString()}`,
    expiresIn: QR_TTL_MS / 1000,
  };
};

const readRecord = async (deps: IdentityDeps, key: string): Promise<QrRecord | undefined> => {
  const record = await deps.cache.get<QrRecord>(key);
  return record && record.expiresAt > deps.now().getTime() ? record : undefined;
};

/** GET auth/checkQrCode: what the phone has done; once confirmed, a one-time authorization code (once). */
export const checkQrTicket = async (
  deps: IdentityDeps,
  ticket: string,
): Promise<{ state: QrState; expiresIn: number; authorizationCode?: string }> => {
  const expired = { state: "expired" as const, expiresIn: 0 };
  const parsed = parseTenantSecret(ticket);
  if (!parsed) return expired;
  const key = recordKey(parsed.schoolId, scanSecretOf(parsed.secret));
  const record = await readRecord(deps, key);
  if (!record || record.ticketHash !== hashSecret(parsed.secret) || record.state === "cancelled") {
    return expired;
  }
  if (record.state !== "confirmed") return { state: record.state, expiresIn: secondsLeft(deps, record) };
  enterSchool(record.schoolId);
  const redeemed = await redeemOneTimeCode(deps.db, record.schoolId, record.ticketHash, "qr", deps.now());
  await deps.cache.del(key);
  if (!redeemed?.accountId) return expired;
  const { code } = await issueOneTimeCode(deps, {
    schoolId: record.schoolId,
    purpose: "authorization",
    accountId: redeemed.accountId,
    ttlMs: AUTH_CODE_MS,
  });
  return { state: "confirmed", expiresIn: 0, authorizationCode: code };
};

const ticketInvalid = () => identityError(404, "qrTicketInvalid");

/** Applies the phone's action to a live record; confirm binds the ticket to the phone's account first. */
const applyAction = async (
  deps: IdentityDeps,
  auth: AuthContext,
  record: QrRecord,
  action: QrAction,
): Promise<QrRecord> => {
  if (action === "scan") {
    if (record.state === "confirmed") throw ticketInvalid();
    return { ...record, state: "scanned" };
  }
  if (action === "confirm") {
    const bound = await confirmQrTicket(
      deps.db,
      record.schoolId,
      record.ticketHash,
      auth.accountId,
      deps.now(),
    );
    if (!bound) throw ticketInvalid();
    return { ...record, state: "confirmed" };
  }
  await redeemOneTimeCode(deps.db, record.schoolId, record.ticketHash, "qr", deps.now());
  return { ...record, state: "cancelled" };
};

/**
 * POST auth/verifyQrCode: the signed-in phone scans, confirms or cancels. It answers which computer asks, so
 * that a person who was shown someone else's QR code can tell before confirming.
 */
export const verifyQrTicket = async (
  deps: IdentityDeps,
  auth: AuthContext,
  input: { ticket: string; action: QrAction },
): Promise<{ state: QrState; expiresIn: number; device: DeviceDescription & { ip: string | null } }> => {
  const parsed = parseTenantSecret(input.ticket);
  if (!parsed) throw ticketInvalid();
  if (parsed.schoolId !== auth.schoolId) throw identityError(403, "qrOtherSchool");
  const key = recordKey(parsed.schoolId, parsed.secret);
  const record = await readRecord(deps, key);
  if (!record || record.state === "cancelled") throw ticketInvalid();
  const next = await applyAction(deps, auth, record, input.action);
  await saveRecord(deps, key, next);
  return {
    state: next.state === "cancelled" ? "expired" : next.state,
    expiresIn: secondsLeft(deps, next),
    device: { ...describeUserAgent(record.userAgent), ip: record.ip },
  };
};
