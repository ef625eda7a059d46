ALTER TABLE "marriages" ADD COLUMN "end_kind" text;--> statement-breakpoint
ALTER TABLE "marriages" ADD COLUMN "end_date" text;--> statement-breakpoint
ALTER TABLE "marriages" ADD COLUMN "end_place" text;--> statement-breakpoint
ALTER TABLE "marriages" ADD COLUMN "end_country" text;--> statement-breakpoint
ALTER TABLE "marriages" ADD CONSTRAINT "marriages_end_date_shape" CHECK ("marriages"."end_date" ~ '^([0-9]{4}(-[0-9]{2}(-[0-9]{2})?)?|(ABT|BEF|AFT) [0-9]{4}(-[0-9]{2}(-[0-9]{2})?)?|BET [0-9]{4}(-[0-9]{2}(-[0-9]{2})?)? AND [0-9]{4}(-[0-9]{2}(-[0-9]{2})?)?)$');--> statement-breakpoint
ALTER TABLE "marriages" ADD CONSTRAINT "marriages_end_kind" CHECK ("marriages"."end_kind" in ('divorce', 'annulment', 'death'));--> statement-breakpoint
-- Data move (docs/decisions/058-marriages-and-names-as-records.md): a divorce recorded as a name
-- record ends the marriage it names, where that can be told: a marriage of the same member to the
-- spouse the divorce names (in the tree, or by first and last name when not) married no later than
-- the divorce's year; of a couple who married more than once, the last such, unless another ties
-- with it or is undated. The divorce's date, place and country become the marriage's end; the
-- divorce row keeps its names and points to the marriage. A divorce that names no spouse, or fits
-- no marriage or several, stays as it was.
CREATE TEMPORARY TABLE "divorce_ends_move" AS
WITH "fits" AS (
	SELECT d."id" AS "divorce_id", m."id" AS "marriage_id", d."created_at",
		substring(m."marriage_date" from '[0-9]{4}') AS "married", substring(d."change_date" from '[0-9]{4}') AS "ended"
	FROM "name_change_events" d
	JOIN "marriages" m ON m."user_id" = d."user_id"
		AND (m."partner_a_member_id" = d."family_member_id" OR m."partner_b_member_id" = d."family_member_id")
		AND (
			(d."spouse_family_member_id" IS NOT NULL AND d."spouse_family_member_id" IN (m."partner_a_member_id", m."partner_b_member_id"))
			OR (d."spouse_family_member_id" IS NULL AND d."spouse_last_name" IS NOT NULL
				AND (m."partner_a_member_id" IS NULL OR m."partner_b_member_id" IS NULL)
				AND lower(trim(d."spouse_last_name")) = lower(trim(coalesce(
					CASE WHEN m."partner_a_member_id" = d."family_member_id" THEN m."partner_b_last_name" ELSE m."partner_a_last_name" END, '')))
				AND lower(trim(coalesce(d."spouse_first_name", ''))) = lower(trim(coalesce(
					CASE WHEN m."partner_a_member_id" = d."family_member_id" THEN m."partner_b_first_name" ELSE m."partner_a_first_name" END, ''))))
		)
		AND (d."change_date" IS NULL OR m."marriage_date" IS NULL
			OR substring(m."marriage_date" from '[0-9]{4}') <= substring(d."change_date" from '[0-9]{4}'))
	WHERE d."change_type" = 'divorce'
),
-- The marriage a divorce ends: its only fit, or, for a dated divorce, the fit married last (a couple
-- who married again had ended the earlier marriage first), when no other fit ties with it or is undated.
"chosen" AS (
	SELECT f."divorce_id", f."marriage_id", f."created_at"
	FROM "fits" f
	WHERE NOT EXISTS (SELECT 1 FROM "fits" g WHERE g."divorce_id" = f."divorce_id" AND g."marriage_id" <> f."marriage_id")
		OR (f."ended" IS NOT NULL AND f."married" IS NOT NULL AND NOT EXISTS (
			SELECT 1 FROM "fits" g WHERE g."divorce_id" = f."divorce_id" AND g."marriage_id" <> f."marriage_id"
				AND (g."married" IS NULL OR g."married" >= f."married")))
),
"ranked" AS (
	SELECT "divorce_id", "marriage_id",
		row_number() OVER (PARTITION BY "marriage_id" ORDER BY "created_at", "divorce_id") AS "rank"
	FROM "chosen"
)
SELECT "divorce_id", "marriage_id" FROM "ranked" WHERE "rank" = 1;
--> statement-breakpoint
UPDATE "marriages" SET "end_kind" = 'divorce', "end_date" = d."change_date", "end_place" = d."change_place",
	"end_country" = d."change_country"
FROM "divorce_ends_move" e
JOIN "name_change_events" d ON d."id" = e."divorce_id"
WHERE "marriages"."id" = e."marriage_id";
--> statement-breakpoint
UPDATE "name_change_events" SET "marriage_id" = e."marriage_id", "change_date" = NULL, "change_place" = NULL,
	"change_country" = NULL, "spouse_family_member_id" = NULL, "spouse_first_name" = NULL, "spouse_last_name" = NULL
FROM "divorce_ends_move" e
WHERE "name_change_events"."id" = e."divorce_id";
--> statement-breakpoint
DROP TABLE "divorce_ends_move";
