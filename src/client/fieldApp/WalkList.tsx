// The walk list: the worker's voters by household in the roll's order, narrowed to a page, to
// those not visited yet, or by a search (name in Latin or Devanagari, serial, EPIC).
import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useT } from '../i18n/translate';
import { useLocal, usePhone } from './context';
import { OFFLINE_DAYS } from './engine';
import { pageName } from './Home';
import { allVoters, metaOf, type LocalVoter } from './local';
import { go, remember, useLocation } from './route';
import { households, inRollOrder, onPage, search, stationName, visited, type Household } from './walk';
import { voterName } from './voterKit';

/** Households drawn at first (about a screenful), and more as the list's end reaches the screen: a phone draws each keystroke's list, not a part. */
const SHOWN = 6;

/** The Show more button, pressed by itself when it scrolls near the screen (where the browser can tell). */
function ShowMore({ label, onMore }: { label: string; onMore: () => void }) {
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined' || !button.current) return;
    const watch = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && onMore(), { rootMargin: '100px' });
    watch.observe(button.current);
    return () => watch.disconnect();
  }, [onMore]);
  return (
    <button ref={button} type="button" className="button secondary wide" onClick={onMore}>
      {label}
    </button>
  );
}

/** The texts every line shares, made once per list rather than once per line. */
interface LineTexts {
  locale: string;
  gender: Record<string, string>;
  outcome: (o: string) => string;
  toVisit: string;
  age: (age: number) => string;
}

// a keystroke redraws only the lines it brings in: a voter's line stays as long as the voter does
const VoterLine = memo(function VoterLine({ v, texts }: { v: LocalVoter; texts: LineTexts }) {
  return (
    <li>
      <a
        className="voter-line"
        href={`/field/voter/${v.id}`}
        onClick={(e) => {
          e.preventDefault();
          go(`/voter/${v.id}`);
        }}
      >
        <span className="serial">{v.slnoinpart}</span>
        <span className="who">
          <span className="name">{voterName(v, texts.locale)}</span>
          <span className="muted">
            {[v.gender ? texts.gender[String(v.gender)] : null, v.age ? texts.age(Number(v.age)) : null].filter(Boolean).join(' · ')}
          </span>
        </span>
        <span className={`state ${visited(v) ? 'done' : 'todo'}`}>{visited(v) ? texts.outcome(String(v.visit_outcome)) : texts.toVisit}</span>
      </a>
    </li>
  );
});

export default function WalkList() {
  const t = useT();
  const { query } = useLocation();
  const pageId = query.get('page');
  const todo = query.get('todo') === '1';
  const [term, setTerm] = useState(query.get('q') ?? '');
  const [shown, setShown] = useState(SHOWN);
  const intl = useIntl();
  const data = useLocal(async (e) => ({ meta: await metaOf(e.db), voters: await allVoters(e.db) }));
  const waiting = usePhone((s) => s.phone.waiting);
  const texts = useMemo<LineTexts>(
    () => ({
      locale: intl.locale,
      gender: { M: t('gender.male'), F: t('gender.female'), O: t('gender.other') },
      outcome: (o) => t(`paper.outcome.${o}`),
      toVisit: t('phone.toVisit'),
      age: (age) => t('phone.age', { age }),
    }),
    [intl.locale, t],
  );
  const page = data?.meta?.pages.find((p) => String(p.assignment_id) === pageId) ?? null;
  // in the roll's order once, so a keystroke's households need no sort of their own
  const roll = useMemo(() => (data ? inRollOrder(data.voters) : []), [data]);
  const list = useMemo(() => {
    let voters = page ? roll.filter(onPage(page)) : roll;
    voters = search(voters, term);
    if (todo) voters = voters.filter((v) => !visited(v));
    return households(voters, true);
  }, [roll, page, term, todo]);

  // A worker holding several parts tells them apart: each part's households under its own heading
  // (number and polling station), its serials being the part's own.
  const severalParts = useMemo(() => new Set(roll.map((v) => `${v.acno}/${v.partno}`)).size > 1, [roll]);
  const partTitle = (h: Household) => {
    const { acno, partno } = h.voters[0];
    const held = data?.meta?.pages.find((p) => p.acno === acno && p.partno === partno);
    return [t('phone.partLabel', { partno }), held ? stationName(held, intl.locale) : null].filter(Boolean).join(' · ');
  };
  const partOf = (h: Household) => `${h.voters[0].acno}/${h.voters[0].partno}`;

  const more = useCallback(() => setShown((n) => n + SHOWN), []);
  const address = (next: { todo?: boolean; q?: string }) => {
    const q = new URLSearchParams();
    if (pageId) q.set('page', pageId);
    if (next.todo ?? todo) q.set('todo', '1');
    const text = next.q ?? term;
    if (text) q.set('q', text);
    const s = q.toString();
    return `/walk${s ? `?${s}` : ''}`;
  };

  if (!data) return <main className="screen" aria-busy="true" />;
  return (
    <main className="screen">
      <h1>{page ? pageName(t, page) : t('phone.nav.walk')}</h1>
      <div className="filters">
        <input
          type="search"
          className="search"
          value={term}
          placeholder={t('phone.search')}
          aria-label={t('phone.search')}
          onChange={(e) => {
            setTerm(e.target.value);
            setShown(SHOWN);
            remember(address({ q: e.target.value }));
          }}
        />
        <label className="check">
          <input type="checkbox" checked={todo} onChange={(e) => go(address({ todo: e.target.checked }), true)} />
          {t('phone.notVisited')}
        </label>
      </div>
      <p className="muted" role="status">
        {t('phone.householdsShown', { n: list.length, voters: list.reduce((a, h) => a + h.voters.length, 0) })}
      </p>
      {data.meta?.forgotten_at && !data.voters.length ? (
        <p className="notice" role="alert">
          {t('phone.votersForgotten', { days: data.meta.offline_days ?? OFFLINE_DAYS, n: waiting })}
        </p>
      ) : (
        list.length === 0 && <p className="notice">{t('phone.noVoters')}</p>
      )}
      {/* data-term: the search the list shows (the benchmark times a keystroke to it) */}
      <ol className="households" data-term={term}>
        {list.slice(0, shown).flatMap((h, i, all) => [
          ...(severalParts && (i === 0 || partOf(all[i - 1]) !== partOf(h))
            ? [
                <li key={`part-${partOf(h)}`} className="part-heading">
                  <h2>{partTitle(h)}</h2>
                </li>,
              ]
            : []),
          <li key={h.key} className="card household" data-part={h.voters[0].partno}>
            <h2 className="house">
              {h.house_no ? t('phone.house', { house: h.house_no }) : t('phone.houseUnknown')}
              {severalParts && <span className="part-tag">{t('phone.partLabel', { partno: h.voters[0].partno })}</span>}
            </h2>
            <ul className="voters">
              {h.voters.map((v) => (
                <VoterLine key={v.id} v={v} texts={texts} />
              ))}
            </ul>
          </li>,
        ])}
      </ol>
      {list.length > shown && <ShowMore label={t('phone.showMore', { n: list.length - shown })} onMore={more} />}
    </main>
  );
}
