// The headings of BENCHMARKS.md's sections: a run finds by them the section it rewrites or keeps.
export const CLIENT_HEADING = '## The console in the browser';
export const PAPER_HEADING = '## Printed papers, PGlite';
export const FIELD_HEADING = '## The field app (phones)';
export const ROLL_LIFE_HEADING = "## The roll's life, PostgreSQL";
export const BIGGER_HEADING = '## Bigger rolls';
