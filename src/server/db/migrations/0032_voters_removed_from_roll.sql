DROP INDEX "voters_roll_key";--> statement-breakpoint
CREATE UNIQUE INDEX "voters_roll_key" ON "voters" USING btree ("tenant_id","acno","partno","slnoinpart") WHERE "voters"."deleted_at" is null;