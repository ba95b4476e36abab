ALTER TABLE "notice" ADD COLUMN "title_en" text;--> statement-breakpoint
ALTER TABLE "notice" ADD COLUMN "body_en" text;