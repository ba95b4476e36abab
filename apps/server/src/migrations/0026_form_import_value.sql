CREATE TABLE "form_import_value" (
	"school_id" bigint NOT NULL,
	"import_id" bigint NOT NULL,
	"value_id" bigint NOT NULL,
	CONSTRAINT "form_import_value_school_id_import_id_value_id_pk" PRIMARY KEY("school_id","import_id","value_id")
);
--> statement-breakpoint
ALTER TABLE "form_import_value" ADD CONSTRAINT "form_import_value_school_id_school_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."school"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_import_value" ADD CONSTRAINT "form_import_value_school_id_import_id_form_import_school_id_id_fk" FOREIGN KEY ("school_id","import_id") REFERENCES "public"."form_import"("school_id","id") ON DELETE cascade ON UPDATE no action;