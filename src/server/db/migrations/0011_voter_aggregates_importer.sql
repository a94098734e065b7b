-- The importer may apply the aggregates of the rows it copies into new parts itself (grouped in
-- memory: far cheaper than the trigger's SQL over the transition table). It says so with
-- SET LOCAL voters.importer_aggregates = 'on' around that COPY only: a setting of its own
-- transaction, so every other statement and session keeps the trigger (unlike DISABLE TRIGGER,
-- which locks the table against other writers). The trigger's function is unchanged.
DROP TRIGGER voters_aggregates_ins ON voters;
--> statement-breakpoint
CREATE TRIGGER voters_aggregates_ins AFTER INSERT ON voters REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT WHEN (current_setting('voters.importer_aggregates', true) IS DISTINCT FROM 'on')
  EXECUTE FUNCTION voter_aggregates_apply();
