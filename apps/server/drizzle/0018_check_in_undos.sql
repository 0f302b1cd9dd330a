CREATE TABLE "check_in_undos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"challenge_id" uuid NOT NULL,
	"metric" text NOT NULL,
	"day" date NOT NULL,
	"checked_in_at" timestamp with time zone NOT NULL,
	"undone_at" timestamp with time zone DEFAULT now() NOT NULL,
	"idempotency_key" uuid
);
--> statement-breakpoint
ALTER TABLE "metric_changes" ADD COLUMN "cause" text;--> statement-breakpoint
ALTER TABLE "check_in_undos" ADD CONSTRAINT "check_in_undos_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_in_undos" ADD CONSTRAINT "check_in_undos_challenge_id_challenges_id_fk" FOREIGN KEY ("challenge_id") REFERENCES "public"."challenges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "check_in_undos_user_idempotency_key" ON "check_in_undos" USING btree ("user_id","idempotency_key");--> statement-breakpoint
ALTER TABLE "metric_changes" ADD CONSTRAINT "metric_changes_cause" CHECK ("metric_changes"."cause" in ('check_in', 'step', 'set', 'manual', 'undo'));