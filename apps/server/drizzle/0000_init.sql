CREATE TABLE "account" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"key" text NOT NULL,
	"count" integer NOT NULL,
	"last_request" bigint NOT NULL,
	CONSTRAINT "rate_limit_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "session" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"user_id" text NOT NULL,
	CONSTRAINT "session_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "user" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "verification" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"user_id" text PRIMARY KEY NOT NULL,
	"user_name" text NOT NULL,
	"profile_picture" text,
	"public_stats" boolean DEFAULT false NOT NULL,
	"last_login" timestamp with time zone,
	"reward_points" integer DEFAULT 0 NOT NULL,
	"punishment_points" integer DEFAULT 0 NOT NULL,
	"cancel_penalty" integer DEFAULT 0 NOT NULL,
	"role" text DEFAULT 'basic' NOT NULL,
	"flags" text[] DEFAULT '{}'::text[] NOT NULL,
	"subscription_tier" text DEFAULT 'free' NOT NULL,
	"time_zone" text DEFAULT 'UTC' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profiles_cancel_penalty_range" CHECK ("profiles"."cancel_penalty" between 0 and 100),
	CONSTRAINT "profiles_points_non_negative" CHECK ("profiles"."reward_points" >= 0 and "profiles"."punishment_points" >= 0)
);
--> statement-breakpoint
CREATE TABLE "category_multipliers" (
	"category" text PRIMARY KEY NOT NULL,
	"multiplier" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "challenge_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"challenge_id" uuid NOT NULL,
	"name" text NOT NULL,
	"finished_date" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"reward_points" integer NOT NULL,
	"punishment_points" integer NOT NULL,
	CONSTRAINT "challenge_history_challenge_id_unique" UNIQUE("challenge_id")
);
--> statement-breakpoint
CREATE TABLE "challenges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"reward_points" integer NOT NULL,
	"punishment_points" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "check_ins" (
	"user_id" text NOT NULL,
	"metric" text NOT NULL,
	"day" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "check_ins_user_id_metric_day_pk" PRIMARY KEY("user_id","metric","day")
);
--> statement-breakpoint
CREATE TABLE "external_tokens" (
	"nonce" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"goal_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "global_metric_stats" (
	"metric" text PRIMARY KEY NOT NULL,
	"success_count" integer DEFAULT 0 NOT NULL,
	"attempt_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "goals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"challenge_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"category" text NOT NULL,
	"metric" text NOT NULL,
	"grading_type" text NOT NULL,
	"goal_value" double precision NOT NULL,
	"reward_points" integer NOT NULL,
	"punishment_points" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "metric_history" (
	"user_id" text NOT NULL,
	"metric" text NOT NULL,
	"best" double precision NOT NULL,
	"worst" double precision NOT NULL,
	"success_count" integer NOT NULL,
	"attempt_count" integer NOT NULL,
	CONSTRAINT "metric_history_user_id_metric_pk" PRIMARY KEY("user_id","metric")
);
--> statement-breakpoint
CREATE TABLE "metrics" (
	"user_id" text NOT NULL,
	"metric" text NOT NULL,
	"name" text NOT NULL,
	"unit" text NOT NULL,
	"current_value" double precision DEFAULT 0 NOT NULL,
	"last_updated" timestamp with time zone,
	CONSTRAINT "metrics_user_id_metric_pk" PRIMARY KEY("user_id","metric"),
	CONSTRAINT "metrics_value_non_negative" CHECK ("metrics"."current_value" >= 0)
);
--> statement-breakpoint
CREATE TABLE "point_ledger" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"delta_reward_points" integer NOT NULL,
	"delta_punishment_points" integer NOT NULL,
	"reason" text NOT NULL,
	"reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "punishment_drafts" (
	"user_id" text PRIMARY KEY NOT NULL,
	"offers" text[] NOT NULL,
	"picked" text[] DEFAULT '{}'::text[] NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account" ADD CONSTRAINT "account_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session" ADD CONSTRAINT "session_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_records" ADD CONSTRAINT "login_records_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_history" ADD CONSTRAINT "challenge_history_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_history" ADD CONSTRAINT "challenge_history_challenge_id_challenges_id_fk" FOREIGN KEY ("challenge_id") REFERENCES "public"."challenges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenges" ADD CONSTRAINT "challenges_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "external_tokens" ADD CONSTRAINT "external_tokens_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "external_tokens" ADD CONSTRAINT "external_tokens_goal_id_goals_id_fk" FOREIGN KEY ("goal_id") REFERENCES "public"."goals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goals" ADD CONSTRAINT "goals_challenge_id_challenges_id_fk" FOREIGN KEY ("challenge_id") REFERENCES "public"."challenges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metric_history" ADD CONSTRAINT "metric_history_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metrics" ADD CONSTRAINT "metrics_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_ledger" ADD CONSTRAINT "point_ledger_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "punishment_drafts" ADD CONSTRAINT "punishment_drafts_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_user_id_idx" ON "account" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "session_user_id_idx" ON "session" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "verification_identifier_idx" ON "verification" USING btree ("identifier");--> statement-breakpoint
CREATE INDEX "login_records_user_id_idx" ON "login_records" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "profiles_last_login_idx" ON "profiles" USING btree ("last_login");--> statement-breakpoint
CREATE INDEX "challenge_history_user_idx" ON "challenge_history" USING btree ("user_id","finished_date");--> statement-breakpoint
CREATE UNIQUE INDEX "challenges_one_active_per_user" ON "challenges" USING btree ("user_id") WHERE "challenges"."status" = 'active';--> statement-breakpoint
CREATE INDEX "challenges_user_idx" ON "challenges" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "goals_challenge_idx" ON "goals" USING btree ("challenge_id","position");--> statement-breakpoint
CREATE INDEX "point_ledger_user_idx" ON "point_ledger" USING btree ("user_id","created_at");--> statement-breakpoint
INSERT INTO "category_multipliers" ("category", "multiplier") VALUES
  ('Chastity', 1.5), ('Exercise', 1.2), ('Routines', 1.2), ('House', 1.0),
  ('Clothing', 1.0), ('Other', 1.0), ('External', 1.0), ('Punishment', 1.0);
