CREATE TABLE "timetable_plan_line" (
	"school_id" bigint NOT NULL,
	"set_id" bigint NOT NULL,
	"line_no" smallint NOT NULL,
	"class_id" bigint NOT NULL,
	"subject" text NOT NULL,
	"teacher_id" bigint NOT NULL,
	"hours" smallint NOT NULL,
	"room_kind" text DEFAULT '' NOT NULL,
	"main" boolean DEFAULT false NOT NULL,
	CONSTRAINT "timetable_plan_line_school_id_set_id_line_no_pk" PRIMARY KEY("school_id","set_id","line_no")
);
--> statement-breakpoint
CREATE TABLE "timetable_plan_rules" (
	"school_id" bigint NOT NULL,
	"set_id" bigint NOT NULL,
	"rules" jsonb NOT NULL,
	CONSTRAINT "timetable_plan_rules_school_id_set_id_pk" PRIMARY KEY("school_id","set_id")
);
--> statement-breakpoint
ALTER TABLE "timetable_plan_line" ADD CONSTRAINT "timetable_plan_line_school_id_school_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."school"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timetable_plan_line" ADD CONSTRAINT "timetable_plan_line_school_id_set_id_timetable_set_school_id_id_fk" FOREIGN KEY ("school_id","set_id") REFERENCES "public"."timetable_set"("school_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timetable_plan_rules" ADD CONSTRAINT "timetable_plan_rules_school_id_school_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."school"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timetable_plan_rules" ADD CONSTRAINT "timetable_plan_rules_school_id_set_id_timetable_set_school_id_id_fk" FOREIGN KEY ("school_id","set_id") REFERENCES "public"."timetable_set"("school_id","id") ON DELETE cascade ON UPDATE no action;