// Home: the worker's pages and parts, each with what is done and what is left.
import type { FieldPage } from '../../shared/api/field';
import { useT } from '../i18n/translate';
import { useLocal } from './context';
import { allVoters, metaOf } from './local';
import { go } from './route';
import { useIntl } from 'react-intl';
import { onPage, pageCounts, stationName } from './walk';
import Prints from './Prints';
import KeptOthers from './KeptOthers';

/** A page's name: its part and serials, or the whole part. */
export function pageName(t: ReturnType<typeof useT>, p: FieldPage) {
  return p.from == null ? t('phone.part', { partno: p.partno }) : t('phone.page', { partno: p.partno, from: p.from, to: p.to ?? p.from });
}

export default function Home() {
  const t = useT();
  const { locale } = useIntl();
  const data = useLocal(async (e) => ({ meta: await metaOf(e.db), voters: await allVoters(e.db) }));
  if (!data) return <main className="screen" aria-busy="true" />;
  const pages = data.meta?.pages ?? [];
  return (
    <main className="screen">
      <h1>{t('phone.nav.home')}</h1>
      <KeptOthers />
      {pages.length === 0 && <p className="notice">{t('phone.noPages')}</p>}
      {pages.length > 0 && (
        <button type="button" className="button secondary wide" onClick={() => go('/claims')}>
          {t('phone.claims.open')}
        </button>
      )}
      {pages.map((p) => {
        const c = pageCounts(data.voters.filter(onPage(p)));
        const figure = (key: string, value: string | number, percent?: number) => (
          <div className="figure">
            <span className="value">
              {value}
              {percent !== undefined && <small> {percent}%</small>}
            </span>
            <span className="label">{t(key)}</span>
          </div>
        );
        return (
          <section key={p.assignment_id} className="card page-card" aria-label={pageName(t, p)}>
            <h2>{pageName(t, p)}</h2>
            {stationName(p, locale) && <p className="muted station">{stationName(p, locale)}</p>}
            <div className="figures">
              {figure('phone.count.electors', c.electors)}
              {figure('phone.count.households', `${c.householdsVisited} / ${c.households}`)}
              {figure('phone.count.met', c.met, c.metPercent)}
              {figure('phone.count.slips', c.slips, c.slipsPercent)}
              {figure('phone.count.supporters', c.supporters)}
              {figure('phone.count.toVisit', c.toVisit)}
            </div>
            <div className="actions">
              <button type="button" className="button" onClick={() => go(`/walk?page=${p.assignment_id}`)}>
                {t('phone.openWalk')}
              </button>
              <button type="button" className="button secondary" onClick={() => go(`/walk?page=${p.assignment_id}&todo=1`)}>
                {t('phone.notVisited')}
              </button>
            </div>
            <Prints page={p} />
          </section>
        );
      })}
    </main>
  );
}
