import {
  bigint,
  foreignKey,
  index,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { createdAtColumn, schoolIdColumn } from "../school/school.tables.ts";

const schoolId = schoolIdColumn;
const createdAt = createdAtColumn;

/** The org tree as an adjacency list: school → grades → classes, plus teacher departments (depth cap 10). */
export const orgUnit = pgTable(
  "org_unit",
  {
    schoolId: schoolId(),
    id: bigint("id", { mode: "number" }).notNull().generatedByDefaultAsIdentity(),
    pid: bigint("pid", { mode: "number" }),
    /** school | grade | class | dept */
    kind: text("kind").notNull(),
    name: text("name").notNull(),
    sort: smallint("sort").notNull().default(0),
    depth: smallint("depth").notNull().default(0),
    /** Year the class entered school, for grades and classes. */
    entryYear: smallint("entry_year"),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.schoolId, t.id] }),
    foreignKey({ columns: [t.schoolId, t.pid], foreignColumns: [t.schoolId, t.id] }),
    index("org_unit_pid_idx").on(t.schoolId, t.pid),
  ],
);

export const teacher = pgTable(
  "teacher",
  {
    schoolId: schoolId(),
    id: bigint("id", { mode: "number" }).notNull().generatedByDefaultAsIdentity(),
    name: text("name").notNull(),
    gender: smallint("gender"),
    phone: text("phone"),
    /** Staff who administer the school (or the area, on an area's site). */
    isAdmin: smallint("is_admin").notNull().default(0),
    subject: text("subject"),
    /** ID card number: sealed (AES-256-GCM), keyed HMAC for exact search, masked form for lists (id-card.ts). */
    idCardSealed: text("id_card_sealed"),
    idCardHmac: text("id_card_hmac"),
    idCardMasked: text("id_card_masked"),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.schoolId, t.id] }),
    index("teacher_phone_idx").on(t.schoolId, t.phone),
    uniqueIndex("teacher_id_card_uq").on(t.schoolId, t.idCardHmac),
  ],
);

export const student = pgTable(
  "student",
  {
    schoolId: schoolId(),
    id: bigint("id", { mode: "number" }).notNull().generatedByDefaultAsIdentity(),
    name: text("name").notNull(),
    gender: smallint("gender"),
    studentNo: text("student_no").notNull(),
    classId: bigint("class_id", { mode: "number" }).notNull(),
    /** ID card number: sealed (AES-256-GCM), keyed HMAC for exact search, masked form for lists (id-card.ts). */
    idCardSealed: text("id_card_sealed"),
    idCardHmac: text("id_card_hmac"),
    idCardMasked: text("id_card_masked"),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.schoolId, t.id] }),
    uniqueIndex("student_no_uq").on(t.schoolId, t.studentNo),
    uniqueIndex("student_id_card_uq").on(t.schoolId, t.idCardHmac),
    foreignKey({ columns: [t.schoolId, t.classId], foreignColumns: [orgUnit.schoolId, orgUnit.id] }),
    index("student_class_idx").on(t.schoolId, t.classId),
  ],
);

export const parent = pgTable(
  "parent",
  {
    schoolId: schoolId(),
    id: bigint("id", { mode: "number" }).notNull().generatedByDefaultAsIdentity(),
    name: text("name").notNull(),
    phone: text("phone").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.schoolId, t.id] }),
    uniqueIndex("parent_phone_uq").on(t.schoolId, t.phone),
  ],
);

export const parentStudent = pgTable(
  "parent_student",
  {
    schoolId: schoolId(),
    parentId: bigint("parent_id", { mode: "number" }).notNull(),
    studentId: bigint("student_id", { mode: "number" }).notNull(),
    relation: text("relation").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.schoolId, t.parentId, t.studentId] }),
    foreignKey({ columns: [t.schoolId, t.parentId], foreignColumns: [parent.schoolId, parent.id] }),
    foreignKey({ columns: [t.schoolId, t.studentId], foreignColumns: [student.schoolId, student.id] }),
    index("parent_student_student_idx").on(t.schoolId, t.studentId),
  ],
);

/** A teacher's place in the org tree: class leader or subject teacher of a class, member of a department. */
export const teacherOrg = pgTable(
  "teacher_org",
  {
    schoolId: schoolId(),
    teacherId: bigint("teacher_id", { mode: "number" }).notNull(),
    orgId: bigint("org_id", { mode: "number" }).notNull(),
    /** leader | subject | member */
    duty: text("duty").notNull(),
    subject: text("subject").notNull().default(""),
  },
  (t) => [
    primaryKey({ columns: [t.schoolId, t.teacherId, t.orgId, t.duty, t.subject] }),
    foreignKey({ columns: [t.schoolId, t.teacherId], foreignColumns: [teacher.schoolId, teacher.id] }),
    foreignKey({ columns: [t.schoolId, t.orgId], foreignColumns: [orgUnit.schoolId, orgUnit.id] }),
    index("teacher_org_org_idx").on(t.schoolId, t.orgId),
  ],
);
