// Every doubtful field of the job in roll order: where it is, what was read, the fix typed (or
// "to review"); a row picks the field to review.
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useT } from '../../i18n/translate';
import type { RollPdfDoubt } from '../../../shared/api/rollPdf';
import { doubtKey } from './api';
import { useColumnLabel } from './DoubtEditor';

interface Props {
  list: RollPdfDoubt[];
  names: Map<number, string>;
  current: string | null;
  onPick: (index: number) => void;
}

export default function DoubtList({ list, names, current, onPick }: Props) {
  const t = useT();
  const intl = useIntl();
  const label = useColumnLabel();
  const n = (v: number) => intl.formatNumber(v, { useGrouping: false });
  const shown = useRef<HTMLTableRowElement>(null);
  const box = useRef<HTMLDivElement>(null);
  // the field under review stays in sight in a long list: the list scrolls, not the page
  useEffect(() => {
    const row = shown.current;
    const wrap = box.current;
    if (!row || !wrap) return;
    const head = row.closest('table')?.tHead?.offsetHeight ?? 0;
    if (row.offsetTop - head < wrap.scrollTop) wrap.scrollTop = row.offsetTop - head;
    else if (row.offsetTop + row.offsetHeight > wrap.scrollTop + wrap.clientHeight) wrap.scrollTop = row.offsetTop + row.offsetHeight - wrap.clientHeight;
  }, [current]);
  return (
    <section className="card" aria-labelledby="roll-doubts-title">
      <h2 id="roll-doubts-title" className="import-subtitle roll-list-title">
        {t('rollReview.listTitle')}
      </h2>
      <div className="table-wrap roll-doubt-list" ref={box}>
        <table className="table" data-testid="roll-doubts">
          <thead>
            <tr>
              <th scope="col">{t('rollReview.part')}</th>
              <th scope="col">{t('rollReview.pageBox')}</th>
              <th scope="col">{t('rollReview.field')}</th>
              <th scope="col">{t('rollReview.readValue')}</th>
              <th scope="col">{t('rollReview.fix')}</th>
            </tr>
          </thead>
          <tbody>
            {list.map((d, i) => {
              const key = doubtKey(d);
              const here = key === current;
              return (
                <tr
                  key={key}
                  ref={here ? shown : undefined}
                  className={here ? 'roll-doubt-current' : d.value != null ? 'roll-doubt-done' : undefined}
                  data-state={d.value != null ? 'fixed' : 'open'}
                  aria-current={here ? 'true' : undefined}
                >
                  <td>{names.get(d.fileNo) ?? n(d.fileNo + 1)}</td>
                  <td>
                    <button type="button" className="btn-link" onClick={() => onPick(i)}>
                      {t('rollReview.pageBoxValue', { page: n(d.page), box: n(d.box + 1) })}
                    </button>
                  </td>
                  <td>{label(d.column)}</td>
                  <td>{d.read || '—'}</td>
                  <td>{d.value != null ? d.value || '—' : <span className="muted">{t('rollReview.toReview')}</span>}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
