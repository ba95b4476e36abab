import { writeAudit } from "../../platform/audit/audit.store.ts";
import type { AuthContext } from "../../platform/auth/access.ts";
import type { Db } from "../../platform/db/client.ts";
import { notFound } from "../../platform/http/errors.ts";
import { type IdCardHolder, idCardOwner, sealedIdCardOf } from "./id-card.store.ts";
import {
  type IdCardKeys,
  idCardIndex,
  isIdCard,
  noIdCard,
  openIdCard,
  type StoredIdCard,
  storeIdCard,
} from "./id-card.ts";
import { peopleError } from "./people.messages.ts";
import { classesOfTeacher } from "./people.store.ts";

/**
 * The columns a save writes for an ID card: undefined keeps the stored one, "" removes it, anything else must
 * pass the GB 11643 check and be nobody else's in the school.
 */
export const idCardChange = async (
  db: Db,
  keys: IdCardKeys,
  kind: IdCardHolder,
  schoolId: number,
  raw: string | undefined,
  selfId?: number,
): Promise<Partial<StoredIdCard> | { [K in keyof StoredIdCard]: null }> => {
  if (raw === undefined) return {};
  if (raw.trim() === "") return noIdCard;
  if (!isIdCard(raw)) throw peopleError(400, "idCardInvalid");
  const owner = await idCardOwner(db, kind, schoolId, idCardIndex(keys, raw));
  if (owner !== undefined && owner !== selfId) throw peopleError(400, "idCardTaken");
  return storeIdCard(keys, raw);
};

/** The list keyword as an ID card's HMAC, when it is a whole, valid ID card number. */
export const idCardSearch = (keys: IdCardKeys | undefined, keyword: string | undefined) =>
  keys && keyword && isIdCard(keyword) ? idCardIndex(keys, keyword) : undefined;

export type RequestMeta = { ip: string | null; userAgent: string | null };

/**
 * The full number, for a holder of people.unmask; every answer that reveals one is written to the audit log
 * first, so a failed audit reveals nothing. Staff who are not administrators reach only the students of their
 * own classes, as in the list.
 */
export const unmaskIdCard = async (
  db: Db,
  keys: IdCardKeys,
  auth: AuthContext,
  kind: IdCardHolder,
  id: number,
  meta: RequestMeta,
): Promise<{ idCard: string | null }> => {
  const row = await sealedIdCardOf(db, kind, auth.schoolId, id);
  if (!row) throw notFound();
  if (kind === "student" && !auth.isAdmin) {
    const visible = await classesOfTeacher(db, auth.schoolId, auth.userId);
    if (!visible.includes(row.classId ?? -1)) throw notFound();
  }
  if (!row.sealed) return { idCard: null };
  const idCard = openIdCard(keys, row.sealed);
  await writeAudit(db, {
    schoolId: auth.schoolId,
    action: "idCard.unmask",
    actor: { type: auth.userType, id: auth.userId, name: auth.name },
    target: { type: kind, id: row.id, name: row.name },
    ...meta,
  });
  return { idCard };
};
