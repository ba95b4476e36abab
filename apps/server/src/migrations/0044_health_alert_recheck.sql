ALTER TABLE "health_alert" ADD COLUMN "recheck_temperature" smallint;--> statement-breakpoint
ALTER TABLE "health_alert" ADD COLUMN "recheck_symptoms" text[];--> statement-breakpoint
ALTER TABLE "health_alert" ADD COLUMN "recheck_at" timestamp with time zone;