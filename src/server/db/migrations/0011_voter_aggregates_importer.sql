-- The importer may apply the aggregates of the rows it copies into new parts itself (grouped in
-- memory: far cheaper than the trigger's SQL over the transition table). It says so with
-- SET LOCAL voters.importer_aggregates = 'on' around that COPY only: a setting of its own
-- transaction, so every other statement and session keeps the trigger (unlike DISABLE TRIGGER,
-- which locks the table against other writers).
CREATE OR REPLACE FUNCTION voter_aggregates_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  cols constant text := 'tenant_id, acno, partno, section_no, section_name, section_name_v1, fm_name_en, lastname_en, fm_name_v1, lastname_v1, gender, age';
  delta text;
BEGIN
  IF current_setting('voters.importer_aggregates', true) = 'on' THEN
    RETURN NULL;
  END IF;
  delta := CASE TG_OP
    WHEN 'INSERT' THEN format('SELECT %s, 1 AS sign FROM new_rows WHERE deleted_at IS NULL', cols)
    WHEN 'DELETE' THEN format('SELECT %s, -1 AS sign FROM old_rows WHERE deleted_at IS NULL', cols)
    ELSE format('SELECT %1$s, -1 AS sign FROM old_rows WHERE deleted_at IS NULL UNION ALL SELECT %1$s, 1 FROM new_rows WHERE deleted_at IS NULL', cols)
  END;

  EXECUTE format($q$
    INSERT INTO voter_names AS t (tenant_id, acno, kind, gender, name, n)
    SELECT tenant_id, acno, kind, gender, name, sum(sign)::int FROM (
      WITH d AS (%s)
      SELECT tenant_id, acno, 1::smallint AS kind, coalesce(gender, '') AS gender, upper(fm_name_en) AS name, sign FROM d
      UNION ALL SELECT tenant_id, acno, 2::smallint, coalesce(gender, ''), lastname_en, sign FROM d WHERE lastname_en <> ''
      UNION ALL SELECT tenant_id, acno, 3::smallint, coalesce(gender, ''), fm_name_v1, sign FROM d WHERE fm_name_v1 <> ''
      UNION ALL SELECT tenant_id, acno, 4::smallint, coalesce(gender, ''), lastname_v1, sign FROM d WHERE lastname_v1 <> ''
    ) x
    GROUP BY tenant_id, acno, kind, gender, name
    HAVING sum(sign) <> 0
    ORDER BY tenant_id, acno, kind, gender, name
    ON CONFLICT (tenant_id, acno, kind, gender, name) DO UPDATE SET n = t.n + excluded.n$q$, delta);

  EXECUTE format($q$
    INSERT INTO voter_stats AS t (tenant_id, acno, letter, gender, age, n)
    SELECT tenant_id, acno, voter_letter(fm_name_en), coalesce(gender, ''), coalesce(age, 0), sum(sign)::int
      FROM (%s) d
     GROUP BY 1, 2, 3, 4, 5
    HAVING sum(sign) <> 0
     ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (tenant_id, acno, letter, gender, age) DO UPDATE SET n = t.n + excluded.n$q$, delta);

  -- Section names follow the roll: a re-import that renames a section updates it.
  EXECUTE format($q$
    INSERT INTO voter_sections AS t (tenant_id, acno, partno, section_no, section_name, section_name_v1, n)
    SELECT tenant_id, acno, partno, section_no, max(section_name) FILTER (WHERE sign > 0), max(section_name_v1) FILTER (WHERE sign > 0), sum(sign)::int
      FROM (%s) d
     GROUP BY 1, 2, 3, 4
    HAVING sum(sign) <> 0 OR bool_or(sign > 0)
     ORDER BY 1, 2, 3, 4
    ON CONFLICT (tenant_id, acno, partno, section_no) DO UPDATE SET
      n = t.n + excluded.n,
      section_name = coalesce(excluded.section_name, t.section_name),
      section_name_v1 = coalesce(excluded.section_name_v1, t.section_name_v1)$q$, delta);
  RETURN NULL;
END $$;
