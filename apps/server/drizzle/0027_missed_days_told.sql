CREATE TABLE "missed_days_told" (
	"partner_id" text NOT NULL,
	"player_id" text NOT NULL,
	"challenge_id" uuid NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "missed_days_told_partner_id_challenge_id_day_pk" PRIMARY KEY("partner_id","challenge_id","day")
);
--> statement-breakpoint
ALTER TABLE "missed_days_told" ADD CONSTRAINT "missed_days_told_partner_id_user_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "missed_days_told" ADD CONSTRAINT "missed_days_told_player_id_user_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "missed_days_told" ADD CONSTRAINT "missed_days_told_challenge_id_challenges_id_fk" FOREIGN KEY ("challenge_id") REFERENCES "public"."challenges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The days partners were already told of, from their bells, so none is told twice on the day of the upgrade.
INSERT INTO "missed_days_told" ("partner_id", "player_id", "challenge_id", "day")
SELECT "user_id", "actor_id", "challenge_id", "day" FROM "inbox_notifications"
WHERE "kind" = 'player_missed_day' AND "actor_id" IS NOT NULL AND "challenge_id" IS NOT NULL
ON CONFLICT DO NOTHING;
