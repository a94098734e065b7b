-- The EPIC index and the name keys compare byte-wise (COLLATE "C"). Both are matched whole, never
-- in a language's order, and under the database's C.UTF-8 collation every comparison of every
-- index insert went through strcoll(): a tenth of an import's server time. The searches name the
-- same collation (schema.ts VOTER_NAME_KEYS; the importer's EPIC check).
DROP INDEX "voters_epic";--> statement-breakpoint
DROP INDEX "voters_name_keys";--> statement-breakpoint
CREATE INDEX "voters_epic" ON "voters" USING btree ("tenant_id","epic_no" collate "C");--> statement-breakpoint
CREATE INDEX "voters_name_keys" ON "voters" USING gin (((array[tenant_id::text || ':' || acno::text || ':1' || ':' || coalesce(gender, '') || ':' || upper(fm_name_en), tenant_id::text || ':' || acno::text || ':2' || ':' || coalesce(gender, '') || ':' || lastname_en, tenant_id::text || ':' || acno::text || ':3' || ':' || coalesce(gender, '') || ':' || coalesce(fm_name_v1, ''), tenant_id::text || ':' || acno::text || ':4' || ':' || coalesce(gender, '') || ':' || coalesce(lastname_v1, '')]) COLLATE "C")) WITH (gin_pending_list_limit=256);--> statement-breakpoint
-- As migration 0012: PostgreSQL's default 4 MB pending list on PostgreSQL.
DO $$
BEGIN
  IF version() NOT LIKE '%PGlite%' THEN
    ALTER INDEX voters_name_keys SET (gin_pending_list_limit = 4096);
  END IF;
END $$;
