ALTER TABLE "form_import" ADD COLUMN "replaces_id" bigint;--> statement-breakpoint
ALTER TABLE "form_import" ADD COLUMN "acknowledged_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "form_import_active_update_uq" ON "form_import" USING btree ("school_id","replaces_id") WHERE "form_import"."replaces_id" is not null and "form_import"."state" in ('waiting', 'running');