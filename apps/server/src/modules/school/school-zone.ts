import type { Db } from "../../platform/db/client.ts";
import { findSchoolById } from "./school.store.ts";

const TTL_MS = 300_000;
const zones = new WeakMap<Db, Map<number, { zone: string; until: number }>>();

/**
 * A school's IANA time zone (terms, deadlines, "today", auto-number dates), read outside any transaction and
 * kept five minutes per database: it changes rarely, and every task and submission needs it.
 */
export const schoolTimeZone = async (db: Db, schoolId: number): Promise<string> => {
  let bySchool = zones.get(db);
  if (!bySchool) {
    bySchool = new Map();
    zones.set(db, bySchool);
  }
  const now = Date.now();
  const hit = bySchool.get(schoolId);
  if (hit && hit.until > now) return hit.zone;
  const zone = (await findSchoolById(db, schoolId))?.timeZone ?? "Asia/Shanghai";
  bySchool.set(schoolId, { zone, until: now + TTL_MS });
  return zone;
};
