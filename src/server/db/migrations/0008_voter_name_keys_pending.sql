ALTER INDEX "voters_name_keys" SET (gin_pending_list_limit = 256);
