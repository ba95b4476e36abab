CREATE TABLE "evaluation_setting" (
	"school_id" bigint NOT NULL,
	"current_model_id" bigint,
	"show_ranks" boolean DEFAULT false NOT NULL,
	"updated_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "evaluation_setting_school_id_pk" PRIMARY KEY("school_id")
);
--> statement-breakpoint
CREATE TABLE "score_refresh" (
	"school_id" bigint NOT NULL,
	"model_id" bigint NOT NULL,
	"term_id" bigint NOT NULL,
	"job_id" bigint,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "score_refresh_school_id_model_id_term_id_pk" PRIMARY KEY("school_id","model_id","term_id")
);
--> statement-breakpoint
ALTER TABLE "evaluation_setting" ADD CONSTRAINT "evaluation_setting_school_id_school_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."school"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "score_refresh" ADD CONSTRAINT "score_refresh_school_id_school_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."school"("id") ON DELETE no action ON UPDATE no action;