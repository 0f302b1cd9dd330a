-- Existing challenges keep counting days in their owner's current zone.
ALTER TABLE "challenges" ADD COLUMN "time_zone" text;--> statement-breakpoint
UPDATE "challenges" SET "time_zone" = "profiles"."time_zone" FROM "profiles" WHERE "profiles"."user_id" = "challenges"."user_id";--> statement-breakpoint
UPDATE "challenges" SET "time_zone" = 'UTC' WHERE "time_zone" IS NULL;--> statement-breakpoint
ALTER TABLE "challenges" ALTER COLUMN "time_zone" SET NOT NULL;--> statement-breakpoint
-- The PP a challenge's start worked off, as its ledger row recorded them.
ALTER TABLE "challenges" ADD COLUMN "punishment_worked_off" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "challenges" SET "punishment_worked_off" = -"worked"."points" FROM (
  SELECT "reference", sum("delta_punishment_points")::int AS "points" FROM "point_ledger"
  WHERE "reason" = 'punishment_worked_off' GROUP BY "reference"
) AS "worked" WHERE "worked"."reference" = "challenges"."id"::text;--> statement-breakpoint
-- A check-in belongs to the challenge whose window held its day.
ALTER TABLE "check_ins" DROP CONSTRAINT "check_ins_user_id_metric_day_pk";--> statement-breakpoint
ALTER TABLE "check_ins" ADD COLUMN "challenge_id" uuid;--> statement-breakpoint
UPDATE "check_ins" SET "challenge_id" = (
  SELECT "c"."id" FROM "challenges" AS "c"
  WHERE "c"."user_id" = "check_ins"."user_id"
    AND "check_ins"."day" BETWEEN ("c"."start_date" AT TIME ZONE "c"."time_zone")::date AND ("c"."end_date" AT TIME ZONE "c"."time_zone")::date
  ORDER BY "c"."created_at" DESC LIMIT 1
);--> statement-breakpoint
DELETE FROM "check_ins" WHERE "challenge_id" IS NULL;--> statement-breakpoint
ALTER TABLE "check_ins" ALTER COLUMN "challenge_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_challenge_id_metric_day_pk" PRIMARY KEY("challenge_id","metric","day");--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_challenge_id_challenges_id_fk" FOREIGN KEY ("challenge_id") REFERENCES "public"."challenges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "check_ins_user_day_idx" ON "check_ins" USING btree ("user_id","day");
