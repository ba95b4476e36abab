CREATE TABLE "form_import_file" (
	"school_id" bigint NOT NULL,
	"import_id" bigint NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "form_import_file_school_id_import_id_pk" PRIMARY KEY("school_id","import_id")
);
--> statement-breakpoint
ALTER TABLE "form_import" ADD COLUMN "task_id" bigint;--> statement-breakpoint
ALTER TABLE "form_import" ADD COLUMN "rows_done" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "form_import_file" ADD CONSTRAINT "form_import_file_school_id_school_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."school"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_import_file" ADD CONSTRAINT "form_import_file_school_id_import_id_form_import_school_id_id_fk" FOREIGN KEY ("school_id","import_id") REFERENCES "public"."form_import"("school_id","id") ON DELETE cascade ON UPDATE no action;