CREATE TABLE "attendance_daily" (
	"school_id" bigint NOT NULL,
	"day" date NOT NULL,
	"point_id" bigint NOT NULL,
	"class_id" bigint NOT NULL,
	"total" integer NOT NULL,
	"present" integer NOT NULL,
	"late" integer NOT NULL,
	"leave" integer NOT NULL,
	"absent" integer NOT NULL,
	"early_leave" integer NOT NULL,
	CONSTRAINT "attendance_daily_school_id_day_point_id_class_id_pk" PRIMARY KEY("school_id","day","point_id","class_id")
);
--> statement-breakpoint
CREATE TABLE "attendance_daily_built" (
	"school_id" bigint NOT NULL,
	"day" date NOT NULL,
	"built_at" timestamp with time zone NOT NULL,
	CONSTRAINT "attendance_daily_built_school_id_day_pk" PRIMARY KEY("school_id","day")
);
--> statement-breakpoint
CREATE TABLE "attendance_daily_stale" (
	"school_id" bigint NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "attendance_daily_stale_school_id_day_pk" PRIMARY KEY("school_id","day")
);
--> statement-breakpoint
ALTER TABLE "attendance_daily" ADD CONSTRAINT "attendance_daily_school_id_school_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."school"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_daily_built" ADD CONSTRAINT "attendance_daily_built_school_id_school_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."school"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_daily_stale" ADD CONSTRAINT "attendance_daily_stale_school_id_school_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."school"("id") ON DELETE no action ON UPDATE no action;