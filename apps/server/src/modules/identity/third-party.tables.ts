import {
  bigint,
  boolean,
  foreignKey,
  index,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { school } from "../school/school.tables.ts";
import { account } from "./identity.tables.ts";

/**
 * A school's third-party sign-in provider: OpenID Connect / OAuth 2, the chat app (WeChat official account),
 * work chat (WeCom) or workplace messaging (DingTalk). The secret is AES-256-GCM sealed with the data key.
 */
export const thirdPartyProvider = pgTable(
  "third_party_provider",
  {
    schoolId: bigint("school_id", { mode: "number" })
      .notNull()
      .references(() => school.id),
    id: bigint("id", { mode: "number" }).notNull().generatedByDefaultAsIdentity(),
    /** oidc | wechat | wecom | dingtalk */
    kind: text("kind").notNull(),
    name: text("name").notNull(),
    /** OAuth client id, WeChat app id, WeCom corp id or DingTalk client id. */
    clientId: text("client_id").notNull(),
    secretSealed: text("secret_sealed").notNull(),
    /** The OIDC issuer, or the platform's API base address (defaults to the platform's own). */
    baseUrl: text("base_url"),
    /** WeCom's agent id, shown on its authorize page. */
    agentId: text("agent_id"),
    /** DingTalk's corp id, which its sign-in names and the directory sync links people under (WeCom's is clientId). */
    corpId: text("corp_id"),
    /** The provider claim compared with an account field to link an identity the first time. */
    claim: text("claim"),
    /** phone | loginName */
    accountField: text("account_field"),
    /** Only accounts of this type (0 teacher, 1 student, 2 parent) are linked by claim; null for any. */
    userType: smallint("user_type"),
    enabled: boolean("enabled").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.schoolId, t.id] })],
);

/** A provider identity linked to an account of the school: keyed by provider, corp or app id and user id. */
export const thirdPartyLink = pgTable(
  "third_party_link",
  {
    schoolId: bigint("school_id", { mode: "number" })
      .notNull()
      .references(() => school.id),
    provider: text("provider").notNull(),
    corpOrAppId: text("corp_or_app_id").notNull(),
    providerUserId: text("provider_user_id").notNull(),
    accountId: bigint("account_id", { mode: "number" }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One identity may hold several roles (a teacher who is also a parent): one row per account.
    primaryKey({ columns: [t.schoolId, t.provider, t.corpOrAppId, t.providerUserId, t.accountId] }),
    index("third_party_link_account_idx").on(t.schoolId, t.accountId),
    foreignKey({
      columns: [t.schoolId, t.accountId],
      foreignColumns: [account.schoolId, account.id],
    }).onDelete("cascade"),
  ],
);
