import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { AppError } from "../../platform/http/errors.ts";
import type { IdentityDeps } from "./identity.deps.ts";
import { smsCode } from "./identity.tables.ts";
import { hashSecret } from "./secret.ts";

const CODE_MS = 5 * 60 * 1000;
const MAX_TRIES = 5;
const MINUTE = 60_000;
const DAY = 24 * 3600 * 1000;

const tooMany = () => new AppError(429, -901, { key: "smsTooOften" });
const badCode = () => new AppError(200, -1005, { key: "smsCodeInvalid" });

/** The hash binds the code to its phone, purpose and school: a code for one cannot serve another. */
const codeHash = (schoolId: number, phone: string, purpose: string, code: string) =>
  hashSecret(`${schoolId}|${phone}|${purpose}|${code}`);

/** Sends a code: 1 per minute and 10 per day per phone, 30 per hour per address. */
export const sendSmsCode = async (
  deps: IdentityDeps,
  input: { schoolId: number; schoolName: string; phone: string; purpose: string; ip: string; code: string },
): Promise<void> => {
  const perMinute = await deps.cache.incr(`sms-min:${input.phone}`, MINUTE);
  if (perMinute > 1) throw tooMany();
  const perDay = await deps.cache.incr(`sms-day:${input.phone}`, DAY);
  const perIp = await deps.cache.incr(`sms-ip:${input.ip}`, 60 * MINUTE);
  if (perDay > 10 || perIp > 30) throw tooMany();
  await deps.db.insert(smsCode).values({
    schoolId: input.schoolId,
    phone: input.phone,
    purpose: input.purpose,
    codeHash: codeHash(input.schoolId, input.phone, input.purpose, input.code),
    expiresAt: new Date(deps.now().getTime() + CODE_MS),
  });
  await deps.sms.send({
    phone: input.phone,
    code: input.code,
    text: `【${input.schoolName}】验证码 ${input.code}，5分钟内有效。Your EOS code is ${input.code}, valid for 5 minutes.`,
  });
};

/** Checks the newest live code of that phone and purpose: 5 wrong tries burn it. */
export const verifySmsCode = async (
  deps: IdentityDeps,
  schoolId: number,
  phone: string,
  purpose: string,
  code: string,
): Promise<void> => {
  const [latest] = await deps.db
    .select({
      id: smsCode.id,
      codeHash: smsCode.codeHash,
      tries: smsCode.tries,
      expiresAt: smsCode.expiresAt,
    })
    .from(smsCode)
    .where(
      and(
        eq(smsCode.schoolId, schoolId),
        eq(smsCode.phone, phone),
        eq(smsCode.purpose, purpose),
        isNull(smsCode.usedAt),
      ),
    )
    .orderBy(desc(smsCode.id))
    .limit(1);
  if (!latest || latest.tries >= MAX_TRIES || latest.expiresAt.getTime() <= deps.now().getTime())
    throw badCode();
  const where = and(eq(smsCode.schoolId, schoolId), eq(smsCode.id, latest.id), isNull(smsCode.usedAt));
  if (latest.codeHash !== codeHash(schoolId, phone, purpose, code)) {
    await deps.db
      .update(smsCode)
      .set({ tries: sql`${smsCode.tries} + 1` })
      .where(where);
    throw badCode();
  }
  const used = await deps.db
    .update(smsCode)
    .set({ usedAt: sql`now()` })
    .where(where)
    .returning({ id: smsCode.id });
  if (used.length === 0) throw badCode();
};
