CREATE TABLE "partner_news_sent" (
	"notification_id" uuid PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	"delivered_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "notification_settings" ADD COLUMN "partner_email_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notification_settings" ADD COLUMN "partner_push_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "partner_news_sent" ADD CONSTRAINT "partner_news_sent_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notification_settings_partner_news" ON "notification_settings" USING btree ("user_id") WHERE "notification_settings"."partner_email_from" is not null or "notification_settings"."partner_push_from" is not null;