-- The aggregates the voter screens read (voter_names, voter_stats) stay exact through statement
-- triggers with transition tables: one grouped upsert per statement (an import batch, a COPY),
-- never a per-row write. voter_info copies its voter's roll slot (acno, partno, slnoinpart).
CREATE OR REPLACE FUNCTION voter_letter(fm text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN left(upper(fm), 1) ~ '^[A-Z]$' THEN left(upper(fm), 1) ELSE '#' END
$$;
--> statement-breakpoint
-- Adds the live rows of the statement's transition tables (old rows count -1, new rows +1).
-- Counters are upserted in key order, so concurrent imports cannot deadlock on them.
CREATE OR REPLACE FUNCTION voter_aggregates_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  cols constant text := 'tenant_id, acno, fm_name_en, lastname_en, fm_name_v1, lastname_v1, gender, age';
  delta text;
BEGIN
  delta := CASE TG_OP
    WHEN 'INSERT' THEN format('SELECT %s, 1 AS sign FROM new_rows WHERE deleted_at IS NULL', cols)
    WHEN 'DELETE' THEN format('SELECT %s, -1 AS sign FROM old_rows WHERE deleted_at IS NULL', cols)
    ELSE format('SELECT %1$s, -1 AS sign FROM old_rows WHERE deleted_at IS NULL UNION ALL SELECT %1$s, 1 FROM new_rows WHERE deleted_at IS NULL', cols)
  END;

  EXECUTE format($q$
    INSERT INTO voter_names AS t (tenant_id, acno, kind, name, n)
    SELECT tenant_id, acno, kind, name, sum(sign)::int FROM (
      WITH d AS (%s)
      SELECT tenant_id, acno, 1::smallint AS kind, upper(fm_name_en) AS name, sign FROM d
      UNION ALL SELECT tenant_id, acno, 2::smallint, lastname_en, sign FROM d WHERE lastname_en <> ''
      UNION ALL SELECT tenant_id, acno, 3::smallint, fm_name_v1, sign FROM d WHERE fm_name_v1 <> ''
      UNION ALL SELECT tenant_id, acno, 4::smallint, lastname_v1, sign FROM d WHERE lastname_v1 <> ''
    ) x
    GROUP BY tenant_id, acno, kind, name
    HAVING sum(sign) <> 0
    ORDER BY tenant_id, acno, kind, name
    ON CONFLICT (tenant_id, acno, kind, name) DO UPDATE SET n = t.n + excluded.n$q$, delta);

  EXECUTE format($q$
    INSERT INTO voter_stats AS t (tenant_id, acno, letter, gender, age, n)
    SELECT tenant_id, acno, voter_letter(fm_name_en), coalesce(gender, ''), coalesce(age, 0), sum(sign)::int
      FROM (%s) d
     GROUP BY 1, 2, 3, 4, 5
    HAVING sum(sign) <> 0
     ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (tenant_id, acno, letter, gender, age) DO UPDATE SET n = t.n + excluded.n$q$, delta);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER voters_aggregates_ins AFTER INSERT ON voters REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION voter_aggregates_apply();
--> statement-breakpoint
CREATE TRIGGER voters_aggregates_upd AFTER UPDATE ON voters REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION voter_aggregates_apply();
--> statement-breakpoint
CREATE TRIGGER voters_aggregates_del AFTER DELETE ON voters REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION voter_aggregates_apply();
--> statement-breakpoint
-- Rolls imported before this migration.
INSERT INTO voter_names (tenant_id, acno, kind, name, n)
SELECT tenant_id, acno, kind, name, count(*)::int FROM (
  SELECT tenant_id, acno, 1::smallint AS kind, upper(fm_name_en) AS name FROM voters WHERE deleted_at IS NULL
  UNION ALL SELECT tenant_id, acno, 2::smallint, lastname_en FROM voters WHERE deleted_at IS NULL AND lastname_en <> ''
  UNION ALL SELECT tenant_id, acno, 3::smallint, fm_name_v1 FROM voters WHERE deleted_at IS NULL AND fm_name_v1 IS NOT NULL AND fm_name_v1 <> ''
  UNION ALL SELECT tenant_id, acno, 4::smallint, lastname_v1 FROM voters WHERE deleted_at IS NULL AND lastname_v1 IS NOT NULL AND lastname_v1 <> ''
) d GROUP BY tenant_id, acno, kind, name;
--> statement-breakpoint
INSERT INTO voter_stats (tenant_id, acno, letter, gender, age, n)
SELECT tenant_id, acno, voter_letter(fm_name_en), coalesce(gender, ''), coalesce(age, 0), count(*)::int
  FROM voters WHERE deleted_at IS NULL GROUP BY 1, 2, 3, 4, 5;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION voter_info_roll_slot() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT v.acno, v.partno, v.slnoinpart INTO NEW.acno, NEW.partno, NEW.slnoinpart
    FROM voters v WHERE v.tenant_id = NEW.tenant_id AND v.id = NEW.voter_id;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER voter_info_roll_slot BEFORE INSERT OR UPDATE OF voter_id ON voter_info
  FOR EACH ROW EXECUTE FUNCTION voter_info_roll_slot();
--> statement-breakpoint
UPDATE voter_info i SET acno = v.acno, partno = v.partno, slnoinpart = v.slnoinpart
  FROM voters v WHERE v.tenant_id = i.tenant_id AND v.id = i.voter_id AND i.acno IS NULL;
