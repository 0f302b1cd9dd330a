CREATE TABLE "cancel_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"challenge_id" uuid NOT NULL,
	"player_id" text NOT NULL,
	"partnership_id" uuid NOT NULL,
	"reason" text,
	"state" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "cancel_requests_state" CHECK ("cancel_requests"."state" in ('open', 'approved', 'denied', 'withdrawn', 'lapsed'))
);
--> statement-breakpoint
ALTER TABLE "inbox_notifications" DROP CONSTRAINT "inbox_notifications_kind";--> statement-breakpoint
ALTER TABLE "notification_settings" DROP CONSTRAINT "notification_settings_kinds";--> statement-breakpoint
ALTER TABLE "partner_actions" DROP CONSTRAINT "partner_actions_kind";--> statement-breakpoint
ALTER TABLE "challenges" ADD COLUMN "partner_approves" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "cancel_requests" ADD CONSTRAINT "cancel_requests_challenge_id_challenges_id_fk" FOREIGN KEY ("challenge_id") REFERENCES "public"."challenges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cancel_requests" ADD CONSTRAINT "cancel_requests_player_id_user_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cancel_requests" ADD CONSTRAINT "cancel_requests_partnership_id_partnerships_id_fk" FOREIGN KEY ("partnership_id") REFERENCES "public"."partnerships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cancel_requests_one_open" ON "cancel_requests" USING btree ("challenge_id") WHERE "cancel_requests"."state" = 'open';--> statement-breakpoint
CREATE INDEX "cancel_requests_by_player" ON "cancel_requests" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "cancel_requests_by_partnership" ON "cancel_requests" USING btree ("partnership_id");--> statement-breakpoint
ALTER TABLE "inbox_notifications" ADD CONSTRAINT "inbox_notifications_kind" CHECK ("inbox_notifications"."kind" = any(array['daily_check_in', 'last_day', 'ended_unfinished', 'punishment_waiting', 'partner_punished', 'partner_rewarded', 'partner_accepted', 'partner_ended', 'partner_confirmed_check_in', 'partner_rejected_check_in', 'partner_approved_cancel', 'partner_denied_cancel', 'player_checked_in', 'player_finished', 'player_cancelled', 'player_asked_to_cancel', 'player_cancelled_without_approval', 'player_changed_contract', 'player_ended']));--> statement-breakpoint
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_kinds" CHECK ("notification_settings"."email_kinds" <@ array['daily_check_in', 'last_day', 'ended_unfinished', 'punishment_waiting'] and "notification_settings"."push_kinds" <@ array['daily_check_in', 'last_day', 'ended_unfinished', 'punishment_waiting'] and "notification_settings"."partner_kinds_off" <@ array['partner_punished', 'partner_rewarded', 'partner_accepted', 'partner_ended', 'partner_confirmed_check_in', 'partner_rejected_check_in', 'partner_approved_cancel', 'partner_denied_cancel', 'player_checked_in', 'player_finished', 'player_cancelled', 'player_asked_to_cancel', 'player_cancelled_without_approval', 'player_changed_contract', 'player_ended']);--> statement-breakpoint
ALTER TABLE "partner_actions" ADD CONSTRAINT "partner_actions_kind" CHECK ("partner_actions"."kind" = any(array['paired', 'contract_changed', 'punished', 'rewarded', 'ended_by_player', 'ended_by_partner', 'confirmed_check_in', 'rejected_check_in', 'cancel_requested', 'cancel_withdrawn', 'cancel_approved', 'cancel_denied', 'cancelled_without_approval']));