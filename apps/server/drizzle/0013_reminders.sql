CREATE TABLE "notification_settings" (
	"user_id" text PRIMARY KEY NOT NULL,
	"email_kinds" text[] NOT NULL,
	"push_kinds" text[] NOT NULL,
	"daily_check_in_minute" smallint NOT NULL,
	"quiet_start_minute" smallint NOT NULL,
	"quiet_end_minute" smallint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_settings_kinds" CHECK ("notification_settings"."email_kinds" <@ array['daily_check_in', 'last_day', 'ended_unfinished', 'punishment_waiting'] and "notification_settings"."push_kinds" <@ array['daily_check_in', 'last_day', 'ended_unfinished', 'punishment_waiting']),
	CONSTRAINT "notification_settings_minutes" CHECK ("notification_settings"."daily_check_in_minute" between 0 and 1439 and "notification_settings"."quiet_start_minute" between 0 and 1439 and "notification_settings"."quiet_end_minute" between 0 and 1439)
);
--> statement-breakpoint
CREATE TABLE "reminders_sent" (
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"day" date NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	"delivered_at" timestamp with time zone,
	CONSTRAINT "reminders_sent_user_id_kind_day_pk" PRIMARY KEY("user_id","kind","day")
);
--> statement-breakpoint
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminders_sent" ADD CONSTRAINT "reminders_sent_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;