import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from "drizzle-orm/pg-core";

/**
 * The platform may not import a module's tables, so the school reference is a local, unexported stand-in
 * for `school` (modules/school/school.tables.ts): drizzle-kit only needs its name and key column to emit the
 * foreign key, and does not create it because it is not exported.
 */
const schoolRef = pgTable("school", {
  id: bigint("id", { mode: "number" }).primaryKey(),
});

/** Job states as stored; the API speaks their names (see jobs.ts). */
export const JOB_STATE = { queued: 0, running: 1, done: 2, failed: 3, cancelled: 4 } as const;

/**
 * A background job (DESIGN.md 'background work'): imports, exports, rule runs and PDFs are queued here and
 * survive restarts; a running job holds a lease that another process reclaims when it expires.
 */
export const job = pgTable(
  "job",
  {
    schoolId: bigint("school_id", { mode: "number" })
      .notNull()
      .references(() => schoolRef.id),
    id: bigint("id", { mode: "number" }).notNull().generatedByDefaultAsIdentity(),
    kind: text("kind").notNull(),
    state: smallint("state").notNull().default(JOB_STATE.queued),
    payload: jsonb("payload").notNull().default({}),
    result: jsonb("result"),
    error: text("error"),
    done: integer("done").notNull().default(0),
    total: integer("total").notNull().default(0),
    attempts: integer("attempts").notNull().default(0),
    maxAttempts: integer("max_attempts").notNull().default(3),
    runAfter: timestamp("run_after", { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    createdBy: bigint("created_by", { mode: "number" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp("started_at", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.schoolId, t.id] }),
    index("job_claim_idx").on(t.state, t.runAfter),
    index("job_school_kind_idx").on(t.schoolId, t.kind, t.id),
  ],
);
