-- A part's names live with its voting centre (voting_centres.part_name, part_name_v1), where every
-- query reads them. The copies on each voter row were never read, and made every imported row
-- some 50 bytes wider to parse, store and log.
ALTER TABLE "voters" DROP COLUMN "part_name";--> statement-breakpoint
ALTER TABLE "voters" DROP COLUMN "part_name_v1";