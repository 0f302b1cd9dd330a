ALTER TABLE "inbox_notifications" DROP CONSTRAINT "inbox_notifications_kind";--> statement-breakpoint
ALTER TABLE "notification_settings" DROP CONSTRAINT "notification_settings_kinds";--> statement-breakpoint
DROP INDEX "inbox_notifications_once";--> statement-breakpoint
ALTER TABLE "inbox_notifications" ALTER COLUMN "day" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "inbox_notifications" ADD COLUMN "actor_id" text;--> statement-breakpoint
ALTER TABLE "inbox_notifications" ADD COLUMN "points" integer;--> statement-breakpoint
ALTER TABLE "inbox_notifications" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "notification_settings" ADD COLUMN "partner_kinds_off" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "inbox_notifications" ADD CONSTRAINT "inbox_notifications_actor_id_user_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inbox_notifications_actor" ON "inbox_notifications" USING btree ("actor_id") WHERE "inbox_notifications"."actor_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "inbox_notifications_once" ON "inbox_notifications" USING btree ("user_id","kind","day",coalesce("challenge_id"::text, '')) WHERE "inbox_notifications"."day" is not null;--> statement-breakpoint
ALTER TABLE "inbox_notifications" ADD CONSTRAINT "inbox_notifications_daily" CHECK (("inbox_notifications"."day" is not null) = ("inbox_notifications"."kind" = any(array['daily_check_in', 'last_day', 'ended_unfinished', 'punishment_waiting', 'player_checked_in'])));--> statement-breakpoint
ALTER TABLE "inbox_notifications" ADD CONSTRAINT "inbox_notifications_kind" CHECK ("inbox_notifications"."kind" = any(array['daily_check_in', 'last_day', 'ended_unfinished', 'punishment_waiting', 'partner_punished', 'partner_rewarded', 'partner_accepted', 'partner_ended', 'player_checked_in', 'player_finished', 'player_cancelled', 'player_changed_contract', 'player_ended']));--> statement-breakpoint
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_kinds" CHECK ("notification_settings"."email_kinds" <@ array['daily_check_in', 'last_day', 'ended_unfinished', 'punishment_waiting'] and "notification_settings"."push_kinds" <@ array['daily_check_in', 'last_day', 'ended_unfinished', 'punishment_waiting'] and "notification_settings"."partner_kinds_off" <@ array['partner_punished', 'partner_rewarded', 'partner_accepted', 'partner_ended', 'player_checked_in', 'player_finished', 'player_cancelled', 'player_changed_contract', 'player_ended']);