DROP INDEX "profiles_last_login_idx";--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "show_in_recently_active" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "profiles_recently_active_idx" ON "profiles" USING btree ("last_login") WHERE "profiles"."show_in_recently_active";