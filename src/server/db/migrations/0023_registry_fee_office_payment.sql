ALTER TABLE "registry_fee_lines" ADD COLUMN "office_paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "registry_fee_lines" ADD COLUMN "office_reference" text;--> statement-breakpoint
ALTER TABLE "registry_fee_lines" ADD COLUMN "office_paid_amount" integer;