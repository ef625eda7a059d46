CREATE TABLE "guarantee_claim_evidence" (
	"claim_id" uuid PRIMARY KEY NOT NULL,
	"file_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guarantee_claim_orders" (
	"claim_id" uuid NOT NULL,
	"order_type" text NOT NULL,
	"order_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"guarantee_terms_version" text NOT NULL,
	"open" boolean DEFAULT true NOT NULL,
	"refund_attempt" integer DEFAULT 1 NOT NULL,
	"refunded_at" timestamp with time zone,
	CONSTRAINT "guarantee_claim_orders_claim_id_order_type_order_id_pk" PRIMARY KEY("claim_id","order_type","order_id")
);
--> statement-breakpoint
CREATE TABLE "guarantee_claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"status" text DEFAULT 'submitted' NOT NULL,
	"decision_date" date NOT NULL,
	"note" text,
	"total_amount" integer NOT NULL,
	"currency" text NOT NULL,
	"decline_reason" text,
	"refund_error" text,
	"decided_by_email" text,
	"decided_at" timestamp with time zone,
	"refund_started_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "document_requests" ADD COLUMN "guarantee_terms_version" text;--> statement-breakpoint
ALTER TABLE "pdf_orders" ADD COLUMN "guarantee_terms_version" text;--> statement-breakpoint
ALTER TABLE "guarantee_claim_evidence" ADD CONSTRAINT "guarantee_claim_evidence_claim_id_guarantee_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."guarantee_claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guarantee_claim_orders" ADD CONSTRAINT "guarantee_claim_orders_claim_id_guarantee_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."guarantee_claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guarantee_claims" ADD CONSTRAINT "guarantee_claims_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "guarantee_claim_orders_open_idx" ON "guarantee_claim_orders" USING btree ("order_type","order_id") WHERE "guarantee_claim_orders"."open";--> statement-breakpoint
CREATE INDEX "guarantee_claims_user_idx" ON "guarantee_claims" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "guarantee_claims_status_idx" ON "guarantee_claims" USING btree ("status","created_at");