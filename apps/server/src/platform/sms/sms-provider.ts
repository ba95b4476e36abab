import { ErrorCode } from "@eos/contracts";
import { AppError } from "../http/errors.ts";

/** Where text messages go. Real providers plug in here; the outbox keeps them for development and tests. */
export type SmsMessage = { phone: string; code: string; text: string };

export type SmsProvider = {
  send(message: SmsMessage): Promise<void>;
};

export type OutboxEntry = SmsMessage & { sentAt: string };

export type SmsOutbox = SmsProvider & {
  /** Messages to one phone, newest first. */
  list(phone: string): OutboxEntry[];
};

/** Keeps the last messages in memory; refused in production by the configuration. */
export const createSmsOutbox = (capacity = 1000): SmsOutbox => {
  const entries: OutboxEntry[] = [];
  return {
    send: async (message) => {
      entries.unshift({ ...message, sentAt: new Date().toISOString() });
      entries.length = Math.min(entries.length, capacity);
    },
    list: (phone) => entries.filter((e) => e.phone === phone),
  };
};

/** Without a configured provider no message can be sent; sign-in by phone then fails clearly. */
export const createNoSms = (): SmsProvider => ({
  send: async () => {
    throw new AppError(503, ErrorCode.busy, { key: "smsUnavailable" });
  },
});
