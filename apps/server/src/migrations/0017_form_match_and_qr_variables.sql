CREATE TABLE "form_match" (
	"school_id" bigint NOT NULL,
	"form_id" bigint NOT NULL,
	"item_id" bigint NOT NULL,
	"db_item_name" text NOT NULL,
	CONSTRAINT "form_match_school_id_form_id_item_id_pk" PRIMARY KEY("school_id","form_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "form_qr_variable" (
	"school_id" bigint NOT NULL,
	"form_id" bigint NOT NULL,
	"name" text NOT NULL,
	"value" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "form_qr_variable_school_id_form_id_name_pk" PRIMARY KEY("school_id","form_id","name")
);
--> statement-breakpoint
ALTER TABLE "form_match" ADD CONSTRAINT "form_match_school_id_school_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."school"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_match" ADD CONSTRAINT "form_match_school_id_form_id_form_school_id_id_fk" FOREIGN KEY ("school_id","form_id") REFERENCES "public"."form"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_qr_variable" ADD CONSTRAINT "form_qr_variable_school_id_school_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."school"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_qr_variable" ADD CONSTRAINT "form_qr_variable_school_id_form_id_form_school_id_id_fk" FOREIGN KEY ("school_id","form_id") REFERENCES "public"."form"("school_id","id") ON DELETE no action ON UPDATE no action;