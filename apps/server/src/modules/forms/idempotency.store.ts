import { and, eq, lt, sql } from "drizzle-orm";
import type { Db, Tx } from "../../platform/db/client.ts";
import { idempotencyKey } from "./forms.tables.ts";

export type KeyOwner = { schoolId: number; caller: string; key: string };
export type Claim = { kind: "claimed" } | { kind: "seen"; requestHash: string; response: unknown };

/**
 * Claims an Idempotency-Key inside the submission's transaction. A first use (or a key older than the
 * cutoff) is claimed; a concurrent first use makes this statement wait until that transaction ends, after
 * which the stored row (its request hash and answer) is read.
 */
export const claimKey = async (
  tx: Tx,
  owner: KeyOwner,
  requestHash: string,
  now: Date,
  cutoff: Date,
): Promise<Claim> => {
  const inserted = await tx.execute(sql`
    insert into idempotency_key (school_id, caller, key, request_hash, response, created_at)
    values (${owner.schoolId}, ${owner.caller}, ${owner.key}, ${requestHash}, null, ${now.toISOString()})
    on conflict (school_id, caller, key) do update
      set request_hash = excluded.request_hash, response = null, created_at = excluded.created_at
      where idempotency_key.created_at < ${cutoff.toISOString()}
    returning 1 as claimed`);
  if (inserted.rows.length > 0) return { kind: "claimed" };
  const [row] = await tx
    .select({ requestHash: idempotencyKey.requestHash, response: idempotencyKey.response })
    .from(idempotencyKey)
    .where(
      and(
        eq(idempotencyKey.schoolId, owner.schoolId),
        eq(idempotencyKey.caller, owner.caller),
        eq(idempotencyKey.key, owner.key),
      ),
    );
  // Gone between the two statements (purged): treat as a first use on the retry the caller makes.
  return row ? { kind: "seen", requestHash: row.requestHash, response: row.response } : { kind: "claimed" };
};

/** Stores the answer of a claimed key, in the same transaction as the work it answers for. */
export const saveAnswer = async (tx: Tx, owner: KeyOwner, response: unknown): Promise<void> => {
  await tx
    .update(idempotencyKey)
    .set({ response })
    .where(
      and(
        eq(idempotencyKey.schoolId, owner.schoolId),
        eq(idempotencyKey.caller, owner.caller),
        eq(idempotencyKey.key, owner.key),
      ),
    );
};

/** Removes keys older than the cutoff (they are ignored anyway); answers how many went. */
export const purgeKeys = async (db: Db, cutoff: Date): Promise<number> => {
  const gone = await db
    .delete(idempotencyKey)
    .where(lt(idempotencyKey.createdAt, cutoff))
    .returning({ key: idempotencyKey.key });
  return gone.length;
};
