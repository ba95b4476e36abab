CREATE TABLE "task_review" (
	"school_id" bigint NOT NULL,
	"form_value_id" bigint NOT NULL,
	"task_id" bigint NOT NULL,
	"state" smallint NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"reviewer_id" bigint NOT NULL,
	"reviewer_name" text NOT NULL,
	"reviewed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "task_review_school_id_form_value_id_pk" PRIMARY KEY("school_id","form_value_id")
);
--> statement-breakpoint
ALTER TABLE "task" ADD COLUMN "need_review" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "task_review" ADD CONSTRAINT "task_review_school_id_school_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."school"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_review" ADD CONSTRAINT "task_review_school_id_task_id_task_school_id_id_fk" FOREIGN KEY ("school_id","task_id") REFERENCES "public"."task"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "task_review_task_idx" ON "task_review" USING btree ("school_id","task_id");