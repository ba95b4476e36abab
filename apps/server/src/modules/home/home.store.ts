import { and, eq } from "drizzle-orm";
import type { Db, Tx } from "../../platform/db/client.ts";
import { clientSetting, menuHidden } from "./home.tables.ts";

type Conn = Db | Tx;

export type HiddenRow = { menuKey: string; role: string };

/** The entries the school hid, for one role or (without) every role. */
export const hiddenEntries = async (db: Conn, schoolId: number, role?: string): Promise<HiddenRow[]> =>
  db
    .select({ menuKey: menuHidden.menuKey, role: menuHidden.role })
    .from(menuHidden)
    .where(
      role === undefined
        ? eq(menuHidden.schoolId, schoolId)
        : and(eq(menuHidden.schoolId, schoolId), eq(menuHidden.role, role)),
    );

/** The school's hidden entries become exactly these (in the caller's transaction). */
export const replaceHidden = async (tx: Tx, schoolId: number, rows: HiddenRow[], now: Date) => {
  await tx.delete(menuHidden).where(eq(menuHidden.schoolId, schoolId));
  if (rows.length > 0)
    await tx.insert(menuHidden).values(rows.map((r) => ({ schoolId, ...r, updatedAt: now })));
};

export type ClientSettingRow = {
  themeColor: string;
  languages: string[];
  defaultLanguage: string;
  loginTypes: string[];
};

export const findClientSetting = async (db: Conn, schoolId: number): Promise<ClientSettingRow | null> => {
  const [row] = await db
    .select({
      themeColor: clientSetting.themeColor,
      languages: clientSetting.languages,
      defaultLanguage: clientSetting.defaultLanguage,
      loginTypes: clientSetting.loginTypes,
    })
    .from(clientSetting)
    .where(eq(clientSetting.schoolId, schoolId));
  return row ?? null;
};

export const saveClientSetting = async (db: Conn, schoolId: number, row: ClientSettingRow, now: Date) => {
  await db
    .insert(clientSetting)
    .values({ schoolId, ...row, updatedAt: now })
    .onConflictDoUpdate({ target: clientSetting.schoolId, set: { ...row, updatedAt: now } });
};
