// The voting-centre reports' PDF is printed by the text engine for the users who open those
// reports (the Dashboard module): its words come back from pdftotext, Devanagari included; a user
// without Dashboard is refused, and a bad table is a 400 with its fields.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { auth, dbKinds, login, makeStaff, signedInOrganisation, tenantUrl, useHarness, type Harness } from '../../test/harness';

const BODY = {
  title: 'सर्वात कमी संपर्क मतदान केंद्र',
  subtitle: ['विधानसभा 38 · 2 मतदान केंद्रे'],
  headers: ['विधानसभा क्र.', 'भाग क्र.', 'मतदान केंद्र', 'मतदार संख्या', 'संपर्क झालेले मतदार', 'टक्केवारी'],
  widths: [1, 1, 5, 1.5, 1.5, 1.2],
  rows: [
    ['38', '2', 'सामाजिक सभागृह क्र. २, राजापेठ', '300', '5', '1.67%'],
    ['38', '9', 'Shri Shivaji High School', '300', '37', '12.33%'],
  ],
};

const pdfText = (bytes: Buffer) => {
  const file = path.join(os.tmpdir(), `centre-pdf-${process.pid}-${Math.random().toString(36).slice(2)}.pdf`);
  fs.writeFileSync(file, bytes);
  try {
    return execFileSync('pdftotext', ['-raw', file, '-'], { encoding: 'utf8' });
  } finally {
    fs.rmSync(file, { force: true });
  }
};

describe.each(dbKinds())('the voting-centre report PDF on %s', (kind) => {
  let h: Harness;
  let dashboard: { tenantId: number; token: string }, field: { tenantId: number; token: string };
  const post = (who: { tenantId: number; token: string }, body: object) =>
    h.app.inject({ method: 'POST', url: tenantUrl(who, '/paper/centre-report-pdf'), headers: auth(who.token), payload: body });

  useHarness(kind, async (started) => {
    h = started;
    const org = await signedInOrganisation(h);
    const [d, f] = [await makeStaff(h, org.tenantId, ['Dashboard']), await makeStaff(h, org.tenantId, ['Field'])];
    dashboard = { tenantId: org.tenantId, token: (await login(h, d.email)).token };
    field = { tenantId: org.tenantId, token: (await login(h, f.email)).token };
  });

  it('prints the table as text for a user holding Dashboard (no Voters module)', async () => {
    const res = await post(dashboard, BODY);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('voting_centers.pdf');
    const text = pdfText(res.rawPayload);
    for (const word of [BODY.title, ...BODY.headers, ...BODY.rows.flat()]) expect(text).toContain(word);
  });

  it('refuses a user without Dashboard, and a bad table with its fields', async () => {
    expect((await post(field, BODY)).statusCode).toBe(403);
    const bad = await post(dashboard, { ...BODY, widths: [1] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.map((e: { code: string }) => e.code)).toContain('widths');
  });
});
