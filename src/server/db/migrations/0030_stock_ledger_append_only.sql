-- The stock ledger is append-only: a movement once recorded is corrected by another movement,
-- never by changing or removing the row, so every office's stock stays the sum of its history.
CREATE OR REPLACE FUNCTION stock_ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'stock_ledger is append-only' USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER stock_ledger_no_update BEFORE UPDATE OR DELETE ON stock_ledger FOR EACH ROW EXECUTE FUNCTION stock_ledger_append_only();
--> statement-breakpoint
CREATE TRIGGER stock_ledger_no_truncate BEFORE TRUNCATE ON stock_ledger FOR EACH STATEMENT EXECUTE FUNCTION stock_ledger_append_only();
