ALTER TABLE "inbox_notifications" DROP CONSTRAINT "inbox_notifications_kind";--> statement-breakpoint
ALTER TABLE "notification_settings" DROP CONSTRAINT "notification_settings_kinds";--> statement-breakpoint
ALTER TABLE "partner_actions" DROP CONSTRAINT "partner_actions_kind";--> statement-breakpoint
ALTER TABLE "challenges" ADD COLUMN "partner_confirms" text;--> statement-breakpoint
ALTER TABLE "check_in_undos" ADD COLUMN "check_in_id" uuid;--> statement-breakpoint
ALTER TABLE "check_in_undos" ADD COLUMN "rejected_reason" text;--> statement-breakpoint
ALTER TABLE "check_ins" ADD COLUMN "id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "check_ins" ADD COLUMN "confirmation" text;--> statement-breakpoint
ALTER TABLE "partner_actions" ADD COLUMN "goal_title" text;--> statement-breakpoint
ALTER TABLE "partner_actions" ADD COLUMN "day" date;--> statement-breakpoint
CREATE UNIQUE INDEX "check_ins_id" ON "check_ins" USING btree ("id");--> statement-breakpoint
ALTER TABLE "challenges" ADD CONSTRAINT "challenges_partner_confirms" CHECK ("challenges"."partner_confirms" in ('count', 'dont_count'));--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_confirmation" CHECK ("check_ins"."confirmation" in ('pending', 'confirmed'));--> statement-breakpoint
ALTER TABLE "inbox_notifications" ADD CONSTRAINT "inbox_notifications_kind" CHECK ("inbox_notifications"."kind" = any(array['daily_check_in', 'last_day', 'ended_unfinished', 'punishment_waiting', 'partner_punished', 'partner_rewarded', 'partner_accepted', 'partner_ended', 'partner_confirmed_check_in', 'partner_rejected_check_in', 'player_checked_in', 'player_finished', 'player_cancelled', 'player_changed_contract', 'player_ended']));--> statement-breakpoint
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_kinds" CHECK ("notification_settings"."email_kinds" <@ array['daily_check_in', 'last_day', 'ended_unfinished', 'punishment_waiting'] and "notification_settings"."push_kinds" <@ array['daily_check_in', 'last_day', 'ended_unfinished', 'punishment_waiting'] and "notification_settings"."partner_kinds_off" <@ array['partner_punished', 'partner_rewarded', 'partner_accepted', 'partner_ended', 'partner_confirmed_check_in', 'partner_rejected_check_in', 'player_checked_in', 'player_finished', 'player_cancelled', 'player_changed_contract', 'player_ended']);--> statement-breakpoint
ALTER TABLE "partner_actions" ADD CONSTRAINT "partner_actions_kind" CHECK ("partner_actions"."kind" = any(array['paired', 'contract_changed', 'punished', 'rewarded', 'ended_by_player', 'ended_by_partner', 'confirmed_check_in', 'rejected_check_in']));