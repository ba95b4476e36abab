CREATE TABLE "task_filler" (
	"school_id" bigint NOT NULL,
	"task_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"ref_id" bigint NOT NULL,
	CONSTRAINT "task_filler_school_id_task_id_kind_ref_id_pk" PRIMARY KEY("school_id","task_id","kind","ref_id")
);
--> statement-breakpoint
CREATE TABLE "task_reminder" (
	"school_id" bigint NOT NULL,
	"task_id" bigint NOT NULL,
	"minutes_before" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"lang" text DEFAULT 'zh-CN' NOT NULL,
	"job_id" bigint,
	"next_at" timestamp with time zone,
	CONSTRAINT "task_reminder_school_id_task_id_pk" PRIMARY KEY("school_id","task_id")
);
--> statement-breakpoint
CREATE TABLE "task_reminder_sent" (
	"school_id" bigint NOT NULL,
	"task_id" bigint NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"minutes_before" integer NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"notified" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "task_reminder_sent_school_id_task_id_period_end_minutes_before_pk" PRIMARY KEY("school_id","task_id","period_end","minutes_before")
);
--> statement-breakpoint
ALTER TABLE "task_filler" ADD CONSTRAINT "task_filler_school_id_school_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."school"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_filler" ADD CONSTRAINT "task_filler_school_id_task_id_task_school_id_id_fk" FOREIGN KEY ("school_id","task_id") REFERENCES "public"."task"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_reminder" ADD CONSTRAINT "task_reminder_school_id_school_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."school"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_reminder" ADD CONSTRAINT "task_reminder_school_id_task_id_task_school_id_id_fk" FOREIGN KEY ("school_id","task_id") REFERENCES "public"."task"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_reminder_sent" ADD CONSTRAINT "task_reminder_sent_school_id_school_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."school"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_reminder_sent" ADD CONSTRAINT "task_reminder_sent_school_id_task_id_task_school_id_id_fk" FOREIGN KEY ("school_id","task_id") REFERENCES "public"."task"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "task_filler_ref_idx" ON "task_filler" USING btree ("school_id","kind","ref_id");--> statement-breakpoint
-- Views the org and roles modules publish for task filler rules (DESIGN 'Layout': a module reads another's
-- data through a SQL view the owner publishes). Owners: org (units, teachers' contacts and places in units),
-- roles (roles and who holds them).
CREATE VIEW "org_unit_v" AS
SELECT u."school_id", u."id" AS "unit_id", u."pid", u."kind", u."name", u."sort"
FROM "org_unit" u;
--> statement-breakpoint
CREATE VIEW "org_teacher_contact_v" AS
SELECT t."school_id", t."id" AS "teacher_id", t."name" AS "teacher_name", t."phone" AS "teacher_phone", t."is_admin"
FROM "teacher" t;
--> statement-breakpoint
CREATE VIEW "org_teacher_unit_v" AS
SELECT DISTINCT o."school_id", o."teacher_id", o."org_id", o."duty"
FROM "teacher_org" o;
--> statement-breakpoint
CREATE VIEW "role_v" AS
SELECT r."school_id", r."id" AS "role_id", r."name"
FROM "role" r;
--> statement-breakpoint
CREATE VIEW "role_teacher_v" AS
SELECT tr."school_id", tr."teacher_id", tr."role_id"
FROM "teacher_role" tr;
