import { and, eq } from "drizzle-orm";
import type { Db } from "../../platform/db/client.ts";
import { visitorSession } from "./identity.tables.ts";

export const insertVisitorSession = async (
  db: Db,
  row: { schoolId: number; tokenHash: string; expiresAt: Date; ip: string | null },
): Promise<number> => {
  const [created] = await db.insert(visitorSession).values(row).returning({ id: visitorSession.id });
  return created.id;
};

export const findVisitorSession = async (
  db: Db,
  schoolId: number,
  tokenHash: string,
): Promise<{ id: number; schoolId: number; expiresAt: Date } | undefined> => {
  const [row] = await db
    .select({ id: visitorSession.id, schoolId: visitorSession.schoolId, expiresAt: visitorSession.expiresAt })
    .from(visitorSession)
    .where(and(eq(visitorSession.schoolId, schoolId), eq(visitorSession.tokenHash, tokenHash)))
    .limit(1);
  return row;
};
