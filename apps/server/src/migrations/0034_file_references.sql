CREATE TABLE "file_reference" (
	"school_id" bigint NOT NULL,
	"file_id" bigint NOT NULL,
	"owner_kind" text NOT NULL,
	"owner_id" bigint NOT NULL,
	CONSTRAINT "file_reference_school_id_file_id_owner_kind_owner_id_pk" PRIMARY KEY("school_id","file_id","owner_kind","owner_id")
);
--> statement-breakpoint
ALTER TABLE "file_object" ADD COLUMN "created_by_type" smallint;--> statement-breakpoint
ALTER TABLE "file_reference" ADD CONSTRAINT "file_reference_school_id_school_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."school"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "file_reference_owner_idx" ON "file_reference" USING btree ("school_id","owner_kind","owner_id");--> statement-breakpoint
-- Records stored before this migration name their files too: without these rows only uploaders could read them.
-- Upload values (photo 6, audio 28, video 29, attachment 31, and the photo and avatar system fields 10000, 10019)
-- hold the server's own JSON list of file references, written by JSON.stringify.
INSERT INTO "file_reference" ("school_id", "file_id", "owner_kind", "owner_id")
SELECT DISTINCT i.school_id, (e->>'id')::bigint, 'formValue', i.form_value_id
  FROM "form_value_item" i
  JOIN "form_value" v ON v.school_id = i.school_id AND v.id = i.form_value_id AND NOT v.draft
  CROSS JOIN LATERAL jsonb_array_elements(i.val::jsonb) e
 WHERE i.item_type IN (6, 28, 29, 31, 10000, 10019) AND i.val ~ '^\[\{"id":[0-9]+,'
   AND (e->>'id') ~ '^[0-9]{1,18}$'
   AND EXISTS (SELECT 1 FROM "file_object" f WHERE f.school_id = i.school_id AND f.id = (e->>'id')::bigint)
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "file_reference" ("school_id", "file_id", "owner_kind", "owner_id")
SELECT c.school_id, c.image_file_id, 'certificate', c.id FROM "certificate" c
 WHERE c.image_file_id IS NOT NULL
   AND EXISTS (SELECT 1 FROM "file_object" f WHERE f.school_id = c.school_id AND f.id = c.image_file_id)
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "file_reference" ("school_id", "file_id", "owner_kind", "owner_id")
SELECT s.school_id, s.file_id, 'certificateStamp', s.id FROM "certificate_stamp" s
 WHERE EXISTS (SELECT 1 FROM "file_object" f WHERE f.school_id = s.school_id AND f.id = s.file_id)
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "file_reference" ("school_id", "file_id", "owner_kind", "owner_id")
SELECT s.school_id, s.cover_file_id, 'sceneCover', s.id FROM "scene" s
 WHERE s.cover_file_id IS NOT NULL
   AND EXISTS (SELECT 1 FROM "file_object" f WHERE f.school_id = s.school_id AND f.id = s.cover_file_id)
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "file_reference" ("school_id", "file_id", "owner_kind", "owner_id")
SELECT s.logo_file_school_id, s.logo_file_id, 'schoolLogo', s.id FROM "school" s
 WHERE s.logo_file_id IS NOT NULL AND s.logo_file_school_id IS NOT NULL
   AND EXISTS (SELECT 1 FROM "file_object" f WHERE f.school_id = s.logo_file_school_id AND f.id = s.logo_file_id)
ON CONFLICT DO NOTHING;
