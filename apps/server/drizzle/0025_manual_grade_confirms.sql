CREATE TABLE "manual_grades" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"challenge_id" uuid NOT NULL,
	"metric" text NOT NULL,
	"day" date NOT NULL,
	"state" text NOT NULL,
	"reason" text,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "manual_grades_challenge_id_metric_pk" PRIMARY KEY("challenge_id","metric"),
	CONSTRAINT "manual_grades_state" CHECK ("manual_grades"."state" in ('pending', 'confirmed', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "inbox_notifications" DROP CONSTRAINT "inbox_notifications_kind";--> statement-breakpoint
ALTER TABLE "notification_settings" DROP CONSTRAINT "notification_settings_kinds";--> statement-breakpoint
ALTER TABLE "partner_actions" DROP CONSTRAINT "partner_actions_kind";--> statement-breakpoint
ALTER TABLE "manual_grades" ADD CONSTRAINT "manual_grades_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_grades" ADD CONSTRAINT "manual_grades_challenge_id_challenges_id_fk" FOREIGN KEY ("challenge_id") REFERENCES "public"."challenges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "manual_grades_id" ON "manual_grades" USING btree ("id");--> statement-breakpoint
ALTER TABLE "inbox_notifications" ADD CONSTRAINT "inbox_notifications_kind" CHECK ("inbox_notifications"."kind" = any(array['daily_check_in', 'last_day', 'ended_unfinished', 'punishment_waiting', 'partner_punished', 'partner_rewarded', 'partner_added_goal', 'partner_accepted', 'partner_ended', 'partner_confirmed_check_in', 'partner_rejected_check_in', 'partner_confirmed_manual_grade', 'partner_rejected_manual_grade', 'partner_approved_cancel', 'partner_denied_cancel', 'player_checked_in', 'player_missed_day', 'player_finished', 'player_cancelled', 'player_asked_to_cancel', 'player_cancelled_without_approval', 'player_changed_contract', 'player_ended']));--> statement-breakpoint
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_kinds" CHECK ("notification_settings"."email_kinds" <@ array['daily_check_in', 'last_day', 'ended_unfinished', 'punishment_waiting'] and "notification_settings"."push_kinds" <@ array['daily_check_in', 'last_day', 'ended_unfinished', 'punishment_waiting'] and "notification_settings"."partner_kinds_off" <@ array['partner_punished', 'partner_rewarded', 'partner_added_goal', 'partner_accepted', 'partner_ended', 'partner_confirmed_check_in', 'partner_rejected_check_in', 'partner_confirmed_manual_grade', 'partner_rejected_manual_grade', 'partner_approved_cancel', 'partner_denied_cancel', 'player_checked_in', 'player_missed_day', 'player_finished', 'player_cancelled', 'player_asked_to_cancel', 'player_cancelled_without_approval', 'player_changed_contract', 'player_ended']);--> statement-breakpoint
ALTER TABLE "partner_actions" ADD CONSTRAINT "partner_actions_kind" CHECK ("partner_actions"."kind" = any(array['paired', 'contract_changed', 'punished', 'rewarded', 'added_goal', 'ended_by_player', 'ended_by_partner', 'confirmed_check_in', 'rejected_check_in', 'confirmed_manual_grade', 'rejected_manual_grade', 'cancel_requested', 'cancel_withdrawn', 'cancel_approved', 'cancel_denied', 'cancelled_without_approval']));