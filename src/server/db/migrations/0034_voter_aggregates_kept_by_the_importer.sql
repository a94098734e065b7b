-- The per-part aggregates (voter_names, voter_stats, voter_sections) had two definitions: these
-- statement triggers and the importer's in-memory sums for first imports. The importer, which
-- alone writes voters, now keeps them for revised rolls too (db/importer/aggregates.ts): measured
-- faster than the triggers for first imports, so that definition stays and the triggers go.
DROP TRIGGER IF EXISTS voters_aggregates_ins ON voters;
--> statement-breakpoint
DROP TRIGGER IF EXISTS voters_aggregates_upd ON voters;
--> statement-breakpoint
DROP TRIGGER IF EXISTS voters_aggregates_del ON voters;
--> statement-breakpoint
DROP FUNCTION IF EXISTS voter_aggregates_apply();
