-- The name vocabulary and the name keys carry the voter's gender, so a name search with a
-- gender counts from the vocabulary and fetches only voters of that gender.
DROP INDEX "voters_name_keys";
--> statement-breakpoint
DROP TABLE "voter_names";
--> statement-breakpoint
CREATE TABLE "voter_names" (
	"tenant_id" integer NOT NULL,
	"acno" integer NOT NULL,
	"kind" smallint NOT NULL,
	"gender" text DEFAULT '' NOT NULL,
	"name" text NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "voter_names_tenant_id_acno_kind_gender_name_pk" PRIMARY KEY("tenant_id","acno","kind","gender","name")
);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION voter_aggregates_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  cols constant text := 'tenant_id, acno, partno, section_no, section_name, section_name_v1, fm_name_en, lastname_en, fm_name_v1, lastname_v1, gender, age';
  delta text;
BEGIN
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
--> statement-breakpoint
INSERT INTO voter_names (tenant_id, acno, kind, gender, name, n)
SELECT tenant_id, acno, kind, gender, name, count(*)::int FROM (
  SELECT tenant_id, acno, 1::smallint AS kind, coalesce(gender, '') AS gender, upper(fm_name_en) AS name FROM voters WHERE deleted_at IS NULL
  UNION ALL SELECT tenant_id, acno, 2::smallint, coalesce(gender, ''), lastname_en FROM voters WHERE deleted_at IS NULL AND lastname_en <> ''
  UNION ALL SELECT tenant_id, acno, 3::smallint, coalesce(gender, ''), fm_name_v1 FROM voters WHERE deleted_at IS NULL AND fm_name_v1 <> ''
  UNION ALL SELECT tenant_id, acno, 4::smallint, coalesce(gender, ''), lastname_v1 FROM voters WHERE deleted_at IS NULL AND lastname_v1 <> ''
) d GROUP BY 1, 2, 3, 4, 5;
--> statement-breakpoint
CREATE INDEX "voters_name_keys" ON "voters" USING gin ((array[tenant_id::text || ':' || acno::text || ':1' || ':' || coalesce(gender, '') || ':' || upper(fm_name_en), tenant_id::text || ':' || acno::text || ':2' || ':' || coalesce(gender, '') || ':' || lastname_en, tenant_id::text || ':' || acno::text || ':3' || ':' || coalesce(gender, '') || ':' || coalesce(fm_name_v1, ''), tenant_id::text || ':' || acno::text || ':4' || ':' || coalesce(gender, '') || ':' || coalesce(lastname_v1, '')])) WITH (gin_pending_list_limit=256);
