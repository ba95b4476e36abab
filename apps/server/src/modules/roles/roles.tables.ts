import {
  bigint,
  foreignKey,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { schoolIdColumn } from "../school/school.tables.ts";

const schoolId = schoolIdColumn;

/**
 * A school's teacher roles with the permission codes they grant (SPEC 6). System roles (administrator, class
 * leader, teacher, student, parent) follow from who a person is and are derived in code, not stored.
 */
export const role = pgTable(
  "role",
  {
    schoolId: schoolId(),
    id: bigint("id", { mode: "number" }).notNull().generatedByDefaultAsIdentity(),
    name: text("name").notNull(),
    /** custom (system roles are derived, the column leaves room for stored ones) */
    kind: text("kind").notNull().default("custom"),
    codes: text("codes").array().notNull().default([]),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.schoolId, t.id] }), uniqueIndex("role_name_uq").on(t.schoolId, t.name)],
);

/** Which teacher holds which role. The teacher lives in the org module, which removes rows with the teacher. */
export const teacherRole = pgTable(
  "teacher_role",
  {
    schoolId: schoolId(),
    teacherId: bigint("teacher_id", { mode: "number" }).notNull(),
    roleId: bigint("role_id", { mode: "number" }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.schoolId, t.teacherId, t.roleId] }),
    foreignKey({ columns: [t.schoolId, t.roleId], foreignColumns: [role.schoolId, role.id] }).onDelete(
      "cascade",
    ),
    index("teacher_role_role_idx").on(t.schoolId, t.roleId),
  ],
);
