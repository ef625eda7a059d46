-- Admin users search (ILIKE '%fragment%') and deep pages stay fast with 100,000 users.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "user_name_trgm_idx" ON "user" USING gin ("name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "user_email_trgm_idx" ON "user" USING gin ("email" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "user_created_at_id_idx" ON "user" ("created_at", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "eligibility_checks_reason_idx" ON "eligibility_checks" ("reason");
