// The rows of a bulk assignment from a CSV file: a header line naming the columns (email or phone,
// part, from, to, in any order; a few spellings taken), then one assignment a line. Quoted cells
// may hold commas, quotes doubled inside them. The server checks every row; this only reads them.

export interface CsvAssignmentRow {
  /** the row's place among the file's assignment rows, from 1 */
  row: number;
  user: string;
  partno: string;
  from: string;
  to: string;
}

/** The cells of each line (RFC 4180 quoting; CRLF or LF), blank lines left out. */
export function csvLines(text: string): string[][] {
  const out: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && body[i + 1] === '\n') i++;
      row.push(cell);
      out.push(row);
      row = [];
      cell = '';
    } else cell += c;
  }
  row.push(cell);
  out.push(row);
  return out.filter((r) => r.some((c) => c.trim() !== ''));
}

const HEADERS: Record<keyof Omit<CsvAssignmentRow, 'row'>, string[]> = {
  user: ['email', 'phone', 'email or phone', 'user', 'worker', 'phone_no', 'mobile'],
  partno: ['part', 'partno', 'part no', 'part_no', 'part number'],
  from: ['from', 'slno_from', 'serial from'],
  to: ['to', 'slno_to', 'serial to'],
};

/** The assignment rows of a file, or null when its header names no worker column or no part column. */
export function assignmentRows(text: string): CsvAssignmentRow[] | null {
  const [header, ...lines] = csvLines(text);
  if (!header) return null;
  const names = header.map((h) => h.trim().toLowerCase());
  const at = (key: keyof typeof HEADERS) => names.findIndex((n) => HEADERS[key].includes(n));
  const cols = { user: at('user'), partno: at('partno'), from: at('from'), to: at('to') };
  if (cols.user < 0 || cols.partno < 0) return null;
  const cellOf = (r: string[], i: number) => (i < 0 ? '' : (r[i] ?? '').trim());
  return lines.map((r, i) => ({
    row: i + 1,
    user: cellOf(r, cols.user),
    partno: cellOf(r, cols.partno),
    from: cellOf(r, cols.from),
    to: cellOf(r, cols.to),
  }));
}
