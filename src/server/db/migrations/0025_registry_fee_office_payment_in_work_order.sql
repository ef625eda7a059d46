ALTER TABLE "registry_fee_lines" DROP COLUMN "office_paid_at";--> statement-breakpoint
ALTER TABLE "registry_fee_lines" DROP COLUMN "office_reference";--> statement-breakpoint
ALTER TABLE "registry_fee_lines" DROP COLUMN "office_paid_amount";