import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import { chosenEncoding, prepare } from './prepared';
import { auth, dbKinds, importRoll, signedInOrganisation, startHarness, tenantUrl, type Harness } from './test/harness';

describe('the encoding of a prepared answer', () => {
  it('is br when accepted, else gzip, else none; q=0 refuses one', () => {
    expect(chosenEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chosenEncoding('gzip, deflate')).toBe('gzip');
    expect(chosenEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(chosenEncoding('br;q=0, gzip;q=0')).toBeNull();
    expect(chosenEncoding('*')).toBe('gzip');
    expect(chosenEncoding('identity')).toBeNull();
    expect(chosenEncoding(undefined)).toBeNull();
    expect(chosenEncoding('')).toBeNull();
  });
});

describe('the bytes of a prepared answer', () => {
  const unpack = (encoding: 'br' | 'gzip', raw: Buffer) =>
    JSON.parse((encoding === 'br' ? zlib.brotliDecompressSync(raw) : zlib.gunzipSync(raw)).toString('utf8'));
  // a page of a few kilobytes is compressed on the event loop, a long list in zlib's threads
  const small = { voters: Array.from({ length: 40 }, (_, i) => ({ id: i, name: `Elector ${i}`, section: 'Ward' })) };
  const large = { voters: Array.from({ length: 2000 }, (_, i) => ({ id: i, name: `Elector ${i}`, section: `Ward ${i % 7}` })) };

  it.each([
    ['small', small],
    ['large', large],
  ])('are the same JSON in either encoding, shared or sent once (%s)', async (_size, value) => {
    for (const once of [false, true]) {
      const answer = prepare(value, once);
      expect(JSON.parse(answer.json.toString('utf8'))).toEqual(value);
      for (const encoding of ['br', 'gzip'] as const) {
        const raw = await answer.bytes(encoding);
        expect(raw.length).toBeLessThan(answer.json.length / 3);
        expect(unpack(encoding, raw)).toEqual(value);
      }
    }
  });

  it('keeps the compressed bytes of a shared answer and not of one sent once', async () => {
    const shared = prepare(small);
    expect(await shared.bytes('br')).toBe(await shared.bytes('br'));
    const once = prepare(small, true);
    expect(await once.bytes('br')).not.toBe(await once.bytes('br'));
    expect(shared.encodingFor('gzip, br')).toBe('br');
    expect(prepare({ a: 1 }).encodingFor('gzip, br')).toBeNull();
  });
});

describe.each(dbKinds())('shared answers sent as prepared bytes on %s', (kind) => {
  let h: Harness;
  let org: Awaited<ReturnType<typeof signedInOrganisation>>;
  let other: Awaited<ReturnType<typeof signedInOrganisation>>;
  beforeAll(async () => {
    h = await startHarness(kind);
    org = await signedInOrganisation(h);
    other = await signedInOrganisation(h);
    await importRoll(h, org, { acno: 38, parts: 2, perPart: 60, seed: 3 });
    await importRoll(h, other, { acno: 38, parts: 1, perPart: 40, seed: 4 });
  });
  afterAll(() => h?.close());

  const search = (o: typeof org) => `/api/v1/admin/${o.tenantId}/${o.tenantId}/0/search-acno-voters?acno=38&pageSize=50`;
  const decode = (encoding: string | undefined, raw: Buffer) =>
    JSON.parse((encoding === 'br' ? zlib.brotliDecompressSync(raw) : encoding === 'gzip' ? zlib.gunzipSync(raw) : raw).toString('utf8'));

  it('answers the same JSON compressed as the browser accepts, and plain to a client that accepts none', async () => {
    const plain = await h.app.inject({ url: search(org), headers: auth(org.token) });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toMatch(/^application\/json/);
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    const body = plain.json();
    expect(body.voters).toHaveLength(50);
    expect(body.total).toBe(120);
    for (const encoding of ['br', 'gzip']) {
      const res = await h.app.inject({
        url: search(org),
        headers: { ...auth(org.token), 'accept-encoding': encoding === 'br' ? 'gzip, deflate, br' : 'gzip' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
      expect(decode(encoding, res.rawPayload)).toEqual(body);
    }
    // another organisation's same question gets its own answer, never this one's bytes
    const theirs = await h.app.inject({ url: search(other), headers: { ...auth(other.token), 'accept-encoding': 'br' } });
    const their = decode(theirs.headers['content-encoding'] as string | undefined, theirs.rawPayload);
    expect(their.total).toBe(40);
    expect(their.voters.map((v: { id: number }) => v.id)).not.toEqual(body.voters.map((v: { id: number }) => v.id));
  });

  it('sends a list and the dashboard the same way, and a list shows a write at once', async () => {
    const br = { ...auth(org.token), 'accept-encoding': 'br' };
    const dash = await h.app.inject({ url: tenantUrl(org, '/dashboard-data?acno=38'), headers: br });
    expect(dash.statusCode).toBe(200);
    const figures = decode(dash.headers['content-encoding'] as string | undefined, dash.rawPayload);
    expect(figures).toEqual((await h.app.inject({ url: tenantUrl(org, '/dashboard-data?acno=38'), headers: auth(org.token) })).json());
    const before = (await h.app.inject({ url: tenantUrl(org, '/religion'), headers: br })).json().religions;
    const add = await h.app.inject({ method: 'POST', url: tenantUrl(org, '/religion/add'), headers: auth(org.token), payload: { name: 'Prepared Faith' } });
    expect(add.statusCode).toBe(201);
    const after = await h.app.inject({ url: tenantUrl(org, '/religion'), headers: br });
    const listed = decode(after.headers['content-encoding'] as string | undefined, after.rawPayload).religions;
    expect(listed).toHaveLength(before.length + 1);
    expect(listed.map((r: { name: string }) => r.name)).toContain('Prepared Faith');
  });

  it('sends an audited write as a prepared statement, its audit row with it', async () => {
    const names = ['Prepared One', 'Prepared Two', 'Prepared Three'];
    for (const name of names) {
      const res = await h.app.inject({ method: 'POST', url: tenantUrl(org, '/religion/add'), headers: auth(org.token), payload: { name } });
      expect(res.statusCode).toBe(201);
      expect(res.json().religion).toMatchObject({ name });
      const id = res.json().religion.id;
      const del = await h.app.inject({ method: 'PUT', url: tenantUrl(org, `/religion/delete/${id}`), headers: auth(org.token) });
      expect(del.statusCode).toBe(200);
    }
    const audit = await h.database.rows<{ action: string; n: number }>(
      sql`select action, count(*)::int as n from audit_log where tenant_id = ${org.tenantId} and entity = 'religions' and entity_id in (
            select id::text from religions where tenant_id = ${org.tenantId} and name like 'Prepared %' and name <> 'Prepared Faith') group by action order by action`,
    );
    expect(audit).toEqual([
      { action: 'create', n: 3 },
      { action: 'delete', n: 3 },
    ]);
    if (kind === 'pglite') {
      // PGlite's one session holds the statements it prepared
      const [{ n }] = await h.database.rows<{ n: number }>(
        sql`select count(*)::int as n from pg_prepared_statements where statement like '%insert into "audit_log"%'`,
      );
      expect(n).toBeGreaterThanOrEqual(2);
    }
  });
});
