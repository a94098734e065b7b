-- A voter's stance on the party is one field of their record (voter_info.align_with_party), read
-- by the poll-day screens, the call sheet, the reports and the phones. A supporter level given at
-- the door used to stay on the visit alone: the latest one of each voter on the roll sets the
-- record's stance (1-2 'yes', 3-5 'no') unless the record was written after that visit.
INSERT INTO "voter_info" ("tenant_id", "voter_id", "created_by", "details", "align_with_party", "updated_at")
SELECT l."tenant_id", l."voter_id", l."visited_by", '{}'::jsonb, CASE WHEN l."supporter_level" <= 2 THEN 'yes' ELSE 'no' END, l."visited_at"
  FROM (SELECT DISTINCT ON (w."tenant_id", w."voter_id") w."tenant_id", w."voter_id", w."supporter_level", w."visited_at", w."visited_by"
          FROM "voter_visits" w
          JOIN "voters" v ON v."tenant_id" = w."tenant_id" AND v."id" = w."voter_id" AND v."deleted_at" IS NULL
         WHERE w."deleted_at" IS NULL AND w."supporter_level" IS NOT NULL
         ORDER BY w."tenant_id", w."voter_id", w."visited_at" DESC, w."id" DESC) l
ON CONFLICT ("tenant_id", "voter_id") DO UPDATE SET "align_with_party" = excluded."align_with_party", "updated_at" = now()
 WHERE "voter_info"."deleted_at" IS NULL AND "voter_info"."updated_at" < excluded."updated_at"
   AND "voter_info"."align_with_party" IS DISTINCT FROM excluded."align_with_party";
--> statement-breakpoint
-- the records made above count their voters as reached
UPDATE "voting_centres" c SET "voters_reached" = r."n", "updated_at" = now()
  FROM (SELECT "tenant_id", "acno", "partno", count(*)::int AS "n" FROM "voter_info" WHERE "deleted_at" IS NULL GROUP BY 1, 2, 3) r
 WHERE c."tenant_id" = r."tenant_id" AND c."acno" = r."acno" AND c."partno" = r."partno" AND c."deleted_at" IS NULL AND c."voters_reached" <> r."n";
