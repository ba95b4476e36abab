ALTER TABLE "task" ADD COLUMN "subject_type" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "target_model" ADD COLUMN "subject_type" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
-- Teacher growth (SDP teaGrowth): a task may be about the filling teacher (task.subject_type 0) and a model may
-- score teachers (target_model.subject_type 0). Owners: collection (values about anyone, and its student part
-- as before; tasks with their subject), org (teachers and their departments).
CREATE VIEW "collection_subject_value_v" AS
SELECT v."school_id", v."id" AS "form_value_id", v."task_id", t."scene_id", v."form_id", t."subject_type",
       v."belong_user_id" AS "subject_id", v."created_at"
FROM "form_task_value_v" v
JOIN "task" t ON t."school_id" = v."school_id" AND t."id" = v."task_id" AND t."deleted_at" IS NULL
LEFT JOIN "task_review" r ON r."school_id" = v."school_id" AND r."form_value_id" = v."id"
WHERE v."belong_user_id" IS NOT NULL
  AND (r."state" = 1 OR (r."state" IS NULL AND NOT t."need_review"));
--> statement-breakpoint
CREATE OR REPLACE VIEW "collection_accepted_value_v" AS
SELECT s."school_id", s."form_value_id", s."task_id", s."scene_id", s."form_id", s."subject_id" AS "student_id",
       s."created_at"
FROM "collection_subject_value_v" s
WHERE s."subject_type" = 1;
--> statement-breakpoint
CREATE OR REPLACE VIEW "collection_task_v" AS
SELECT t."school_id", t."id" AS "task_id", t."scene_id", t."name" AS "task_name", t."form_id", s."name" AS "scene_name",
       t."subject_type"
FROM "task" t
JOIN "scene" s ON s."school_id" = t."school_id" AND s."id" = t."scene_id" AND s."deleted_at" IS NULL
WHERE t."deleted_at" IS NULL;
--> statement-breakpoint
CREATE VIEW "org_teacher_v" AS
SELECT t."school_id", t."id" AS "teacher_id", t."name" AS "teacher_name", COALESCE(t."subject", '') AS "subject"
FROM "teacher" t;
--> statement-breakpoint
CREATE VIEW "org_teacher_dept_v" AS
SELECT DISTINCT o."school_id", o."teacher_id", o."org_id" AS "dept_id", d."name" AS "dept_name", d."sort" AS "dept_sort"
FROM "teacher_org" o
JOIN "org_unit" d ON d."school_id" = o."school_id" AND d."id" = o."org_id" AND d."kind" = 'dept'
WHERE o."duty" = 'member';
