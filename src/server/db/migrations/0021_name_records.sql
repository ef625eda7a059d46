ALTER TABLE "name_change_events" ADD COLUMN "given_names" text;--> statement-breakpoint
-- A birth record holds the birth name as its name (surname_after_change), as every other name record does (decision 058).
UPDATE "name_change_events" SET "surname_after_change" = "surname_before_change", "surname_before_change" = NULL
WHERE "change_type" = 'birth' AND "surname_after_change" IS NULL AND "surname_before_change" IS NOT NULL;
