-- User names become unique whatever their letter case. Where several accounts share a name, the
-- earliest keeps it and each later one gets a suffix from its own id (names stay within 32
-- characters and use only the allowed letters).
UPDATE "profiles" SET "user_name" = left("user_name", 23) || '_' || left(replace("user_id", '-', ''), 8)
WHERE "user_id" IN (
  SELECT "user_id" FROM (
    SELECT "user_id", row_number() OVER (PARTITION BY lower("user_name") ORDER BY "created_at", "user_id") AS "rank"
    FROM "profiles"
  ) AS "named" WHERE "rank" > 1
);--> statement-breakpoint
CREATE UNIQUE INDEX "profiles_user_name_lower_key" ON "profiles" USING btree (lower("user_name"));
