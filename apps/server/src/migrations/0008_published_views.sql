-- Views that modules publish for other modules to read (DESIGN 'Layout': a module reads another's data
-- through its index.ts or a SQL view the owner publishes). Owners: org (people and classes), forms (values).
CREATE VIEW "org_student_class_v" AS
SELECT s."school_id", s."id" AS "student_id", s."name" AS "student_name", s."student_no",
       s."class_id", c."name" AS "class_name", c."pid" AS "grade_id", COALESCE(g."name", '') AS "grade_name",
       c."sort" AS "class_sort", COALESCE(g."sort", 0) AS "grade_sort"
FROM "student" s
JOIN "org_unit" c ON c."school_id" = s."school_id" AND c."id" = s."class_id"
LEFT JOIN "org_unit" g ON g."school_id" = c."school_id" AND g."id" = c."pid";
--> statement-breakpoint
CREATE VIEW "org_parent_student_v" AS
SELECT ps."school_id", ps."parent_id", ps."student_id", p."name" AS "parent_name", p."phone" AS "parent_phone"
FROM "parent_student" ps
JOIN "parent" p ON p."school_id" = ps."school_id" AND p."id" = ps."parent_id";
--> statement-breakpoint
CREATE VIEW "org_teacher_class_v" AS
SELECT DISTINCT t."school_id", t."teacher_id", t."org_id" AS "class_id"
FROM "teacher_org" t
WHERE t."duty" IN ('leader', 'subject');
--> statement-breakpoint
CREATE VIEW "form_task_value_v" AS
SELECT v."school_id", v."id", v."task_id", v."form_id", v."belong_user_id", v."user_id", v."user_type",
       v."user_name", v."created_at"
FROM "form_value" v
WHERE v."task_id" IS NOT NULL AND v."draft" = false AND v."deleted_at" IS NULL;
--> statement-breakpoint
CREATE VIEW "org_class_v" AS
SELECT c."school_id", c."id" AS "class_id", c."name" AS "class_name", c."pid" AS "grade_id",
       COALESCE(g."name", '') AS "grade_name", c."sort" AS "class_sort", COALESCE(g."sort", 0) AS "grade_sort"
FROM "org_unit" c
LEFT JOIN "org_unit" g ON g."school_id" = c."school_id" AND g."id" = c."pid"
WHERE c."kind" = 'class';
