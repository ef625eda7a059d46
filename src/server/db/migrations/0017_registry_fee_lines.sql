CREATE TABLE "registry_fee_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"document_index" integer NOT NULL,
	"status" text NOT NULL,
	"added_by" text NOT NULL,
	"to_confirm_reason" text,
	"office_id" text,
	"region" text,
	"office_amount" integer,
	"office_currency" text,
	"exchange_rate" text,
	"exchange_rate_date" text,
	"amount" integer,
	"currency" text NOT NULL,
	"source_url" text,
	"source_seen" text,
	"provider" text,
	"payment_intent_id" text,
	"guarantee_terms_version" text,
	"failure_reason" text,
	"paid_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "registry_fee_lines_payment_intent_id_unique" UNIQUE("payment_intent_id"),
	CONSTRAINT "registry_fee_lines_amounts" CHECK (("registry_fee_lines"."status" = 'to_confirm') = ("registry_fee_lines"."amount" is null) and ("registry_fee_lines"."amount" is null or ("registry_fee_lines"."amount" > 0 and "registry_fee_lines"."office_amount" > 0 and "registry_fee_lines"."office_currency" is not null))),
	CONSTRAINT "registry_fee_lines_paid" CHECK ("registry_fee_lines"."status" not in ('paid', 'refunded') or "registry_fee_lines"."paid_at" is not null)
);
--> statement-breakpoint
ALTER TABLE "registry_fee_lines" ADD CONSTRAINT "registry_fee_lines_order_id_document_requests_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."document_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "registry_fee_lines_order_idx" ON "registry_fee_lines" USING btree ("order_id","document_index");