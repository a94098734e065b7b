-- PostgreSQL only: the name-key GIN index takes PostgreSQL's default pending list (4 MB) instead
-- of 256 kB. Merging the list into the index is most of the cost of a row's name keys, and a
-- merge of 256 kB (some 1,200 voters) rewrites the posting lists of most of the names again:
-- an import of 2,000,000 voters spent a fifth of its server time there. A search scans what is
-- left in the list; autovacuum and the importer (at its end) merge it. PGlite keeps 256 kB: it
-- never vacuums, and its importer raises the limit for its own batches only.
DO $$
BEGIN
  IF version() NOT LIKE '%PGlite%' THEN
    ALTER INDEX voters_name_keys SET (gin_pending_list_limit = 4096);
  END IF;
END $$;
