-- One document vocabulary (docs/decisions/061-one-document-registry.md): a research selection is one
-- row per (user, member, kind) instead of a boolean column per type, and an order's documents name
-- the kind's id ('birth') instead of the API's type ('birth_certificate').
ALTER TABLE "document_research_selections" RENAME TO "document_research_selections_by_column";--> statement-breakpoint
ALTER TABLE "document_research_selections_by_column" DROP CONSTRAINT "document_research_selections_user_id_user_id_fk";--> statement-breakpoint
CREATE TABLE "document_research_selections" (
	"user_id" text NOT NULL,
	"family_member_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_research_selections_user_id_family_member_id_kind_pk" PRIMARY KEY("user_id","family_member_id","kind")
);--> statement-breakpoint
INSERT INTO "document_research_selections" ("user_id", "family_member_id", "kind", "updated_at")
SELECT o."user_id", o."family_member_id", k."kind", o."updated_at"
FROM "document_research_selections_by_column" o
CROSS JOIN LATERAL (VALUES
	('birth', o."needs_birth_certificate"),
	('death', o."needs_death_certificate"),
	('marriage', o."needs_marriage_certificate"),
	('citizenship', o."needs_naturalization_certificate")
) AS k("kind", "ticked")
WHERE k."ticked";--> statement-breakpoint
DROP TABLE "document_research_selections_by_column";--> statement-breakpoint
ALTER TABLE "document_research_selections" ADD CONSTRAINT "document_research_selections_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
UPDATE "document_requests" SET "documents_needed" = (
	SELECT coalesce(jsonb_agg(
		CASE WHEN jsonb_typeof(e.d) = 'object' AND e.d ? 'documentType'
			THEN jsonb_set(e.d, '{documentType}', to_jsonb(CASE e.d->>'documentType'
				WHEN 'birth_certificate' THEN 'birth'
				WHEN 'death_certificate' THEN 'death'
				WHEN 'marriage_certificate' THEN 'marriage'
				WHEN 'naturalization_certificate' THEN 'citizenship'
				WHEN 'other_document' THEN 'other'
				ELSE e.d->>'documentType' END))
			ELSE e.d END
		ORDER BY e.i), '[]'::jsonb)::text
	FROM jsonb_array_elements("documents_needed"::jsonb) WITH ORDINALITY AS e(d, i)
)
WHERE jsonb_typeof("documents_needed"::jsonb) = 'array';
