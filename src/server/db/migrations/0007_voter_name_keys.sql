DROP INDEX "voters_fm_en";--> statement-breakpoint
DROP INDEX "voters_ln_en";--> statement-breakpoint
DROP INDEX "voters_fm_v1";--> statement-breakpoint
DROP INDEX "voters_ln_v1";--> statement-breakpoint
DROP INDEX "voters_age";--> statement-breakpoint
CREATE INDEX "voters_name_keys" ON "voters" USING gin ((array[tenant_id::text || ':' || acno::text || ':1:' || upper(fm_name_en), tenant_id::text || ':' || acno::text || ':2:' || lastname_en, tenant_id::text || ':' || acno::text || ':3:' || coalesce(fm_name_v1, ''), tenant_id::text || ':' || acno::text || ':4:' || coalesce(lastname_v1, '')]));--> statement-breakpoint
CREATE INDEX "voters_age" ON "voters" USING btree ("tenant_id","acno","age","partno","slnoinpart");