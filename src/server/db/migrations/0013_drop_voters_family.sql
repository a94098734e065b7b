-- A household lives in one part: its members are found through the roll key (tenant, acno,
-- partno) and a filter over the part's at most 1,500 rows. The separate family index cost every
-- imported row an index insert and bought nothing.
DROP INDEX IF EXISTS voters_family;
