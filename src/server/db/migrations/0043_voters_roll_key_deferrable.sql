DROP INDEX "voters_roll_key";--> statement-breakpoint
ALTER TABLE "voters" ADD CONSTRAINT "voters_roll_key" EXCLUDE USING btree ("tenant_id" WITH =, "acno" WITH =, "partno" WITH =, "slnoinpart" WITH =) WHERE ("deleted_at" IS NULL) DEFERRABLE INITIALLY IMMEDIATE;
