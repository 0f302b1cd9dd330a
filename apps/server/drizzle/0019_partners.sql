CREATE TABLE "partner_actions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partnership_id" uuid NOT NULL,
	"actor_id" text,
	"kind" text NOT NULL,
	"points" integer,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_actions_kind" CHECK ("partner_actions"."kind" = any(array['paired', 'contract_changed', 'punished', 'rewarded', 'ended_by_player', 'ended_by_partner']))
);
--> statement-breakpoint
CREATE TABLE "partner_invites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" text NOT NULL,
	"code_hash" text NOT NULL,
	"rights" text[] NOT NULL,
	"punishment_points_per_day" integer NOT NULL,
	"reward_points_per_day" integer NOT NULL,
	"punishment_goals_per_challenge" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_as" text,
	CONSTRAINT "partner_invites_code_hash_unique" UNIQUE("code_hash"),
	CONSTRAINT "partner_invites_rights" CHECK ("partner_invites"."rights" <@ array['see', 'confirm', 'punish', 'reward', 'lock']),
	CONSTRAINT "partner_invites_closed_as" CHECK ("partner_invites"."closed_as" in ('accepted', 'declined', 'revoked'))
);
--> statement-breakpoint
CREATE TABLE "partnerships" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" text NOT NULL,
	"partner_id" text NOT NULL,
	"rights" text[] NOT NULL,
	"punishment_points_per_day" integer NOT NULL,
	"reward_points_per_day" integer NOT NULL,
	"punishment_goals_per_challenge" integer NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "partnerships_two_people" CHECK ("partnerships"."player_id" <> "partnerships"."partner_id"),
	CONSTRAINT "partnerships_rights" CHECK ("partnerships"."rights" <@ array['see', 'confirm', 'punish', 'reward', 'lock'])
);
--> statement-breakpoint
ALTER TABLE "partner_actions" ADD CONSTRAINT "partner_actions_partnership_id_partnerships_id_fk" FOREIGN KEY ("partnership_id") REFERENCES "public"."partnerships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_actions" ADD CONSTRAINT "partner_actions_actor_id_user_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_invites" ADD CONSTRAINT "partner_invites_player_id_user_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partnerships" ADD CONSTRAINT "partnerships_player_id_user_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partnerships" ADD CONSTRAINT "partnerships_partner_id_user_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "partner_actions_by_partnership" ON "partner_actions" USING btree ("partnership_id","created_at");--> statement-breakpoint
CREATE INDEX "partner_invites_open" ON "partner_invites" USING btree ("player_id") WHERE "partner_invites"."closed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "partnerships_one_partner" ON "partnerships" USING btree ("player_id") WHERE "partnerships"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "partnerships_live_by_partner" ON "partnerships" USING btree ("partner_id") WHERE "partnerships"."ended_at" is null;