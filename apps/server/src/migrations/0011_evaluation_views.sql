-- Views published for the evaluation module's scoring rules (DESIGN 'Layout': a module reads another's data
-- through its index.ts or a SQL view the owner publishes). Owners: collection (accepted task values, live tasks
-- and scenes) and forms (top-level item values).
CREATE VIEW "collection_accepted_value_v" AS
SELECT v."school_id", v."id" AS "form_value_id", v."task_id", t."scene_id", v."form_id",
       v."belong_user_id" AS "student_id", v."created_at"
FROM "form_task_value_v" v
JOIN "task" t ON t."school_id" = v."school_id" AND t."id" = v."task_id" AND t."deleted_at" IS NULL
LEFT JOIN "task_review" r ON r."school_id" = v."school_id" AND r."form_value_id" = v."id"
WHERE v."belong_user_id" IS NOT NULL
  AND (r."state" = 1 OR (r."state" IS NULL AND NOT t."need_review"));
--> statement-breakpoint
CREATE VIEW "collection_task_v" AS
SELECT t."school_id", t."id" AS "task_id", t."scene_id", t."name" AS "task_name", t."form_id", s."name" AS "scene_name"
FROM "task" t
JOIN "scene" s ON s."school_id" = t."school_id" AND s."id" = t."scene_id" AND s."deleted_at" IS NULL
WHERE t."deleted_at" IS NULL;
--> statement-breakpoint
CREATE VIEW "collection_scene_v" AS
SELECT s."school_id", s."id" AS "scene_id", s."name"
FROM "scene" s
WHERE s."deleted_at" IS NULL;
--> statement-breakpoint
CREATE VIEW "form_value_item_v" AS
SELECT i."school_id", i."form_value_id", i."item_id", i."val"
FROM "form_value_item" i
WHERE i."record_num" IS NULL AND i."pid" IS NULL AND NOT i."hidden";
