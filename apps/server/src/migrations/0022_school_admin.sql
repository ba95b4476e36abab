ALTER TABLE "school" ADD COLUMN "logo_file_school_id" bigint;--> statement-breakpoint
ALTER TABLE "school" ADD COLUMN "logo_file_id" bigint;--> statement-breakpoint
ALTER TABLE "school" ADD COLUMN "enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "area_name_uq" ON "area" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "school_platform_site_uq" ON "school" USING btree ("type") WHERE "school"."type" = 2;--> statement-breakpoint
CREATE UNIQUE INDEX "school_area_site_uq" ON "school" USING btree ("area_id") WHERE "school"."type" = 1;