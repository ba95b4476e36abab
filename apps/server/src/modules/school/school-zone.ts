import type { Db } from "../../platform/db/client.ts";
import { findSchoolById } from "./school.store.ts";

const TTL_MS = 300_000;
const zones = new WeakMap<Db, Map<number, { zone: string; until: number }>>();

const zonesOf = (db: Db) => {
  let bySchool = zones.get(db);
  if (!bySchool) {
    bySchool = new Map();
    zones.set(db, bySchool);
  }
  return bySchool;
};

/**
 * A school's IANA time zone (terms, deadlines, "today", auto-number dates), read outside any transaction and
 * kept five minutes per database: it changes rarely, and every task and submission needs it.
 */
export const schoolTimeZone = async (db: Db, schoolId: number): Promise<string> => {
  const bySchool = zonesOf(db);
  const now = Date.now();
  const hit = bySchool.get(schoolId);
  if (hit && hit.until > now) return hit.zone;
  const zone = (await findSchoolById(db, schoolId))?.timeZone ?? "Asia/Shanghai";
  bySchool.set(schoolId, { zone, until: now + TTL_MS });
  return zone;
};

/** After a platform administrator changes a school's time zone: this process reads it afresh. */
export const forgetSchoolTimeZone = (db: Db, schoolId: number): void => {
  zonesOf(db).delete(schoolId);
};

/** Whether a name is an IANA time zone this runtime knows ("Asia/Shanghai", "UTC"); offsets are not zones. */
export const isIanaTimeZone = (name: string): boolean => {
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(name)) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: name });
    return true;
  } catch {
    return false;
  }
};
