ALTER TABLE "challenge_history" ADD COLUMN "goals_passed" integer;--> statement-breakpoint
ALTER TABLE "challenge_history" ADD COLUMN "goal_count" integer;--> statement-breakpoint
-- Goals started before this did not keep their start value; their progress is measured from 0.
ALTER TABLE "goals" ADD COLUMN "start_value" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "goals" ALTER COLUMN "start_value" DROP DEFAULT;
