CREATE TABLE "marriages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"partner_a_member_id" uuid,
	"partner_a_first_name" text,
	"partner_a_last_name" text,
	"partner_b_member_id" uuid,
	"partner_b_first_name" text,
	"partner_b_last_name" text,
	"marriage_date" text,
	"marriage_place" text,
	"marriage_country" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "marriages_marriage_date_shape" CHECK ("marriages"."marriage_date" ~ '^([0-9]{4}(-[0-9]{2}(-[0-9]{2})?)?|(ABT|BEF|AFT) [0-9]{4}(-[0-9]{2}(-[0-9]{2})?)?|BET [0-9]{4}(-[0-9]{2}(-[0-9]{2})?)? AND [0-9]{4}(-[0-9]{2}(-[0-9]{2})?)?)$')
);
--> statement-breakpoint
ALTER TABLE "name_change_events" ADD COLUMN "marriage_id" uuid;--> statement-breakpoint
ALTER TABLE "marriages" ADD CONSTRAINT "marriages_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marriages" ADD CONSTRAINT "marriages_partner_a_member_id_family_members_id_fk" FOREIGN KEY ("partner_a_member_id") REFERENCES "public"."family_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marriages" ADD CONSTRAINT "marriages_partner_b_member_id_family_members_id_fk" FOREIGN KEY ("partner_b_member_id") REFERENCES "public"."family_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "marriages_user_idx" ON "marriages" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "marriages_partner_a_idx" ON "marriages" USING btree ("partner_a_member_id");--> statement-breakpoint
CREATE INDEX "marriages_partner_b_idx" ON "marriages" USING btree ("partner_b_member_id");--> statement-breakpoint
ALTER TABLE "name_change_events" ADD CONSTRAINT "name_change_events_marriage_id_marriages_id_fk" FOREIGN KEY ("marriage_id") REFERENCES "public"."marriages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "name_change_events_marriage_idx" ON "name_change_events" USING btree ("marriage_id");--> statement-breakpoint
-- Data move (docs/decisions/058-marriages-and-names-as-records.md): every 'marriage' name record
-- becomes a marriage; the two sides of one couple's marriage recorded on both spouses (each naming
-- the other as spouse, dates, places and countries equal or one missing) become one record. A
-- marriage takes the id of one of its name records, so the move needs no lookup table.
CREATE TEMPORARY TABLE "marriage_pairs_0018" AS
WITH "candidates" AS (
	SELECT a."id" AS "a_id", b."id" AS "b_id",
		row_number() OVER (PARTITION BY a."id" ORDER BY (a."change_date" IS NOT DISTINCT FROM b."change_date") DESC, b."created_at", b."id") AS "rank_a",
		row_number() OVER (PARTITION BY b."id" ORDER BY (a."change_date" IS NOT DISTINCT FROM b."change_date") DESC, a."created_at", a."id") AS "rank_b"
	FROM "name_change_events" a
	JOIN "name_change_events" b
		ON a."user_id" = b."user_id"
		AND a."change_type" = 'marriage' AND b."change_type" = 'marriage'
		AND a."spouse_family_member_id" = b."family_member_id"
		AND b."spouse_family_member_id" = a."family_member_id"
		AND a."family_member_id" < b."family_member_id"
		AND (a."change_date" IS NULL OR b."change_date" IS NULL OR a."change_date" = b."change_date")
		AND (a."change_place" IS NULL OR b."change_place" IS NULL OR a."change_place" = b."change_place")
		AND (a."change_country" IS NULL OR b."change_country" IS NULL OR a."change_country" = b."change_country")
)
SELECT "a_id", "b_id" FROM "candidates" WHERE "rank_a" = 1 AND "rank_b" = 1;
--> statement-breakpoint
INSERT INTO "marriages" ("id", "user_id", "partner_a_member_id", "partner_a_first_name", "partner_a_last_name",
	"partner_b_member_id", "partner_b_first_name", "partner_b_last_name", "marriage_date", "marriage_place",
	"marriage_country", "created_at")
SELECT a."id", a."user_id", a."family_member_id", b."spouse_first_name", b."spouse_last_name",
	a."spouse_family_member_id", a."spouse_first_name", a."spouse_last_name",
	coalesce(a."change_date", b."change_date"), coalesce(a."change_place", b."change_place"),
	coalesce(a."change_country", b."change_country"), a."created_at"
FROM "marriage_pairs_0018" p
JOIN "name_change_events" a ON a."id" = p."a_id"
JOIN "name_change_events" b ON b."id" = p."b_id";
--> statement-breakpoint
UPDATE "name_change_events" SET "marriage_id" = p."a_id"
FROM "marriage_pairs_0018" p
WHERE "name_change_events"."id" IN (p."a_id", p."b_id");
--> statement-breakpoint
INSERT INTO "marriages" ("id", "user_id", "partner_a_member_id", "partner_b_member_id", "partner_b_first_name",
	"partner_b_last_name", "marriage_date", "marriage_place", "marriage_country", "created_at")
SELECT "id", "user_id", "family_member_id", "spouse_family_member_id", "spouse_first_name", "spouse_last_name",
	"change_date", "change_place", "change_country", "created_at"
FROM "name_change_events"
WHERE "change_type" = 'marriage' AND "marriage_id" IS NULL;
--> statement-breakpoint
UPDATE "name_change_events" SET "marriage_id" = "id" WHERE "change_type" = 'marriage' AND "marriage_id" IS NULL;
--> statement-breakpoint
-- The marriage now holds its date, place, country and spouse; the name record holds only the names.
UPDATE "name_change_events" SET "change_date" = NULL, "change_place" = NULL, "change_country" = NULL,
	"spouse_family_member_id" = NULL, "spouse_first_name" = NULL, "spouse_last_name" = NULL
WHERE "change_type" = 'marriage';
--> statement-breakpoint
DROP TABLE "marriage_pairs_0018";
