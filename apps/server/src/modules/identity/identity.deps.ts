import type { Cache } from "../../platform/cache/cache.ts";
import type { Db } from "../../platform/db/client.ts";
import type { SmsProvider } from "../../platform/sms/sms-provider.ts";

export type IdentityDeps = {
  db: Db;
  cache: Cache;
  sms: SmsProvider;
  now: () => Date;
};
