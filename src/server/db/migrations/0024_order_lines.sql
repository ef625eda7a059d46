CREATE TABLE "order_lines" (
	"order_id" uuid NOT NULL,
	"document_index" integer NOT NULL,
	"kind" text NOT NULL,
	"family_member_id" uuid,
	"facts" jsonb NOT NULL,
	"outcome" text DEFAULT 'open' NOT NULL,
	"ordered_on" text,
	"office_reference" text,
	"office_amount_paid" integer,
	"office_currency" text,
	"received_at" timestamp with time zone,
	"posted_at" timestamp with time zone,
	"not_found_at" timestamp with time zone,
	"searched" text,
	"refund_amount" integer,
	"refunded_at" timestamp with time zone,
	"refunded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_lines_order_id_document_index_pk" PRIMARY KEY("order_id","document_index"),
	CONSTRAINT "order_lines_refund" CHECK (("order_lines"."refunded_at" is null) = ("order_lines"."refund_amount" is null)),
	CONSTRAINT "order_lines_refund_not_found" CHECK ("order_lines"."refunded_at" is null or "order_lines"."outcome" = 'not_found')
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_document_requests_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."document_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Every existing order gets its lines from what it holds (docs/decisions/065-the-work-order.md):
-- the kind and person of each stored document, the subject's birth and death as a landing-page
-- request gave them, the customer's note; a posted or delivered order's lines are posted.
INSERT INTO "order_lines" ("order_id", "document_index", "kind", "family_member_id", "facts", "outcome", "posted_at", "created_at", "updated_at")
SELECT
  d."id",
  (e.ord - 1)::int,
  coalesce(e.doc->>'documentType', 'other'),
  CASE WHEN e.doc->>'familyMemberId' ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' THEN (e.doc->>'familyMemberId')::uuid END,
  jsonb_build_object(
    'name', coalesce(e.doc->>'memberName', ''),
    'birth', CASE WHEN d."kind" = 'manual' AND (d."subject_birth_year" IS NOT NULL OR d."subject_birth_location" IS NOT NULL) THEN jsonb_build_object(
      'date', CASE WHEN d."subject_birth_year" IS NOT NULL THEN jsonb_build_object('recorded', d."subject_birth_year"::text, 'words', d."subject_birth_year"::text) END,
      'place', d."subject_birth_location") END,
    'death', CASE WHEN d."kind" = 'manual' AND d."subject_death_year" IS NOT NULL THEN jsonb_build_object(
      'date', jsonb_build_object('recorded', d."subject_death_year"::text, 'words', d."subject_death_year"::text), 'place', NULL) END,
    'customerNote', nullif(btrim(coalesce(d."additional_info", '')), '')
  ),
  CASE WHEN d."status" IN ('shipped', 'delivered') THEN 'posted' ELSE 'open' END,
  CASE WHEN d."status" IN ('shipped', 'delivered') THEN d."updated_at" END,
  d."created_at",
  d."updated_at"
FROM "document_requests" d
CROSS JOIN LATERAL jsonb_array_elements(d."documents_needed"::jsonb) WITH ORDINALITY AS e(doc, ord);
