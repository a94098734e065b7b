// Poll day at the booth camp: phones stay outside the polling station, so the camp marks voted
// from the serial numbers the polling agent's notes bring out, one by one (the elector shown as
// the serial is typed, Enter marks) or as a list, with undo; and the supporters of the worker's
// pages not yet marked, to call (consent and contact hours honoured).
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useT } from '../i18n/translate';
import { useLocal } from './context';
import { allVoters, metaOf, type LocalVoter } from './local';
import { Contact } from './VoterScreen';
import { Section, useRecord, voterName } from './voterKit';
import { isSupporter } from './walk';

/** Serials from a note: numbers and ranges (12, 15 31-40), each once, in the order written. */
export function serialsOf(text: string): number[] {
  const out: number[] = [];
  for (const [, a, b] of text.matchAll(/(\d{1,6})(?:\s*[-–]\s*(\d{1,6}))?/g)) {
    const from = Number(a);
    const to = b ? Number(b) : from;
    for (let s = from; s <= Math.min(to, from + 2000); s++) if (!out.includes(s)) out.push(s);
  }
  return out;
}

function Mark({ v, onDone }: { v: LocalVoter; onDone?: () => void }) {
  const t = useT();
  const save = useRecord(v.id);
  const voted = v.voted === true;
  return (
    <button type="button" className={`button ${voted ? 'secondary' : ''}`} onClick={() => void save('voted', { voted: !voted }).then(onDone)}>
      {voted ? t('phone.poll.undo') : t('phone.poll.mark')}
    </button>
  );
}

export default function PollDay() {
  const t = useT();
  const intl = useIntl();
  const data = useLocal(async (e) => ({ meta: await metaOf(e.db), voters: await allVoters(e.db) }));
  const parts = useMemo(() => [...new Map((data?.meta?.pages ?? []).map((p) => [`${p.acno}/${p.partno}`, p])).values()], [data]);
  const [partKey, setPartKey] = useState('');
  const [serial, setSerial] = useState('');
  const [list, setList] = useState('');
  const [note, setNote] = useState<string | null>(null);
  const record = useRecord(null);
  // each mark is a change of its own: one voter's undo never touches another's mark
  const markVoted = (voterId: number) => record('voted', { voted: true }, voterId);
  if (!data) return <main className="screen" aria-busy="true" />;
  const part = parts.find((p) => `${p.acno}/${p.partno}` === partKey) ?? parts[0];
  const inPart = part ? data.voters.filter((v) => v.acno === part.acno && v.partno === part.partno) : [];
  const bySerial = new Map(inPart.map((v) => [v.slnoinpart, v]));
  const shown = serial ? bySerial.get(Number(serial)) : undefined;
  const voted = data.voters.filter((v) => v.voted === true);
  const supporters = data.voters.filter((v) => isSupporter(v) && v.voted !== true);

  const markList = async () => {
    const serials = serialsOf(list);
    const found = serials.map((s) => bySerial.get(s)).filter((v): v is LocalVoter => !!v && v.voted !== true);
    for (const v of found) await markVoted(v.id);
    setNote(t('phone.poll.listDone', { marked: found.length, given: serials.length }));
    setList('');
  };

  return (
    <main className="screen">
      <h1>{t('phone.nav.poll')}</h1>
      <p className="muted" role="status">
        {t('phone.poll.count', { voted: voted.length, total: data.voters.length })}
      </p>
      {parts.length > 1 && (
        <label className="field">
          {t('phone.poll.part')}
          <select value={part ? `${part.acno}/${part.partno}` : ''} onChange={(e) => setPartKey(e.target.value)}>
            {parts.map((p) => (
              <option key={`${p.acno}/${p.partno}`} value={`${p.acno}/${p.partno}`}>
                {t('phone.part', { partno: p.partno })}
              </option>
            ))}
          </select>
        </label>
      )}
      <Section title={t('phone.poll.bySerial')}>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (shown && shown.voted !== true) void markVoted(shown.id).then(() => setSerial(''));
          }}
        >
          <label className="field">
            {t('phone.poll.serial')}
            <input
              inputMode="numeric"
              pattern="[0-9]*"
              className="serial-input"
              value={serial}
              onChange={(e) => setSerial(e.target.value.replace(/\D/g, ''))}
            />
          </label>
          {serial && !shown && <p className="notice">{t('phone.poll.notMine', { serial })}</p>}
          {shown && (
            <div className="preview" data-testid="poll-preview">
              <strong>{voterName(shown, intl.locale)}</strong>
              <span className="muted"> · {shown.voted === true ? t('phone.poll.already') : t('phone.poll.notYet')}</span>
            </div>
          )}
          <button type="submit" className="button wide" disabled={!shown || shown.voted === true}>
            {t('phone.poll.mark')}
          </button>
        </form>
      </Section>
      <Section title={t('phone.poll.byList')} folded>
        <label className="field">
          {t('phone.poll.listLabel')}
          <textarea rows={3} value={list} onChange={(e) => setList(e.target.value)} />
        </label>
        <button type="button" className="button wide" disabled={!serialsOf(list).length} onClick={() => void markList()}>
          {t('phone.poll.markList', { n: serialsOf(list).length })}
        </button>
      </Section>
      {note && (
        <p className="saved" role="status">
          {note}
        </p>
      )}
      <Section title={t('phone.poll.marked', { n: voted.length })}>
        <ul className="voters">
          {voted
            .slice(-10)
            .reverse()
            .map((v) => (
              <li key={v.id} className="voter-line">
                <span className="serial">{v.slnoinpart}</span>
                <span className="name">{voterName(v, intl.locale)}</span>
                <Mark v={v} />
              </li>
            ))}
        </ul>
      </Section>
      <Section title={t('phone.poll.supporters', { n: supporters.length })}>
        <ul className="voters">
          {supporters.slice(0, 50).map((v) => (
            <li key={v.id}>
              <div className="voter-line">
                <span className="serial">{v.slnoinpart}</span>
                <span className="name">{voterName(v, intl.locale)}</span>
                <Mark v={v} />
              </div>
              <Contact v={v} contact={data.meta?.contact} compact />
            </li>
          ))}
        </ul>
      </Section>
    </main>
  );
}
