CREATE TABLE "external_dept" (
	"school_id" bigint NOT NULL,
	"platform" text NOT NULL,
	"corp_id" text NOT NULL,
	"external_id" text NOT NULL,
	"org_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "external_dept_school_id_platform_corp_id_external_id_pk" PRIMARY KEY("school_id","platform","corp_id","external_id")
);
--> statement-breakpoint
CREATE TABLE "external_sync" (
	"school_id" bigint NOT NULL,
	"job_id" bigint,
	"last_at" timestamp with time zone,
	"last_by_name" text,
	"last_result" jsonb,
	"last_error" jsonb,
	CONSTRAINT "external_sync_school_id_pk" PRIMARY KEY("school_id")
);
--> statement-breakpoint
ALTER TABLE "third_party_provider" ADD COLUMN "corp_id" text;--> statement-breakpoint
ALTER TABLE "external_dept" ADD CONSTRAINT "external_dept_school_id_school_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."school"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "external_dept" ADD CONSTRAINT "external_dept_school_id_org_id_org_unit_school_id_id_fk" FOREIGN KEY ("school_id","org_id") REFERENCES "public"."org_unit"("school_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "external_sync" ADD CONSTRAINT "external_sync_school_id_school_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."school"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "external_dept_org_idx" ON "external_dept" USING btree ("school_id","org_id");