import type { IdentityDeps } from "./identity.deps.ts";
import { identityError } from "./identity.messages.ts";
import { hashSecret } from "./secret.ts";
import { insertSmsCode, markSmsCodeUsed, reserveSmsTry } from "./sms-code.store.ts";

const CODE_MS = 5 * 60 * 1000;
const MAX_TRIES = 5;
const MINUTE = 60_000;
const DAY = 24 * 3600 * 1000;

const tooMany = () => identityError(429, "smsTooOften", {}, -901);
const badCode = () => identityError(200, "smsCodeInvalid", {}, -1005);

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
  await insertSmsCode(deps.db, {
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

/** Checks the newest live code of that phone and purpose: each guess takes one of its 5 tries first. */
export const verifySmsCode = async (
  deps: IdentityDeps,
  schoolId: number,
  phone: string,
  purpose: string,
  code: string,
): Promise<void> => {
  const reserved = await reserveSmsTry(deps.db, {
    schoolId,
    phone,
    purpose,
    maxTries: MAX_TRIES,
    now: deps.now(),
  });
  if (!reserved || reserved.codeHash !== codeHash(schoolId, phone, purpose, code)) throw badCode();
  if (!(await markSmsCodeUsed(deps.db, schoolId, reserved.id))) throw badCode();
};
