CREATE TABLE "client_setting" (
	"school_id" bigint PRIMARY KEY NOT NULL,
	"theme_color" text NOT NULL,
	"languages" jsonb NOT NULL,
	"default_language" text NOT NULL,
	"login_types" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menu_hidden" (
	"school_id" bigint NOT NULL,
	"menu_key" text NOT NULL,
	"role" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "menu_hidden_school_id_menu_key_role_pk" PRIMARY KEY("school_id","menu_key","role")
);
--> statement-breakpoint
ALTER TABLE "client_setting" ADD CONSTRAINT "client_setting_school_id_school_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."school"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_hidden" ADD CONSTRAINT "menu_hidden_school_id_school_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."school"("id") ON DELETE no action ON UPDATE no action;