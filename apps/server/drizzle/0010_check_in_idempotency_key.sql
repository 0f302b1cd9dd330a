ALTER TABLE "check_ins" ADD COLUMN "idempotency_key" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "check_ins_user_idempotency_key" ON "check_ins" USING btree ("user_id","idempotency_key");