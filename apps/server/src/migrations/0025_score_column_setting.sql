CREATE TABLE "score_column_setting" (
	"school_id" bigint NOT NULL,
	"columns" jsonb NOT NULL,
	"updated_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "score_column_setting_school_id_pk" PRIMARY KEY("school_id")
);
--> statement-breakpoint
ALTER TABLE "score_column_setting" ADD CONSTRAINT "score_column_setting_school_id_school_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."school"("id") ON DELETE no action ON UPDATE no action;