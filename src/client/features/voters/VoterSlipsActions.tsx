// Above the voter search's result: how many voters are ticked (the ticks stay across the result's
// pages), Clear, the slips of the ticked voters, and the slips of the whole result, every page of
// it: the server runs the same search again. A part searched alone prints as that part; a search
// with no filter at all (the whole constituency) offers no whole-result print.
import { FormattedMessage, useIntl } from 'react-intl';
import { countText } from '../../components/ServerPager';
import type { VoterSearchQuery } from '../../../shared/api/voters';
import { SLIP_IDS_MAX, SLIPS_MAX } from '../../../shared/schemas/paper';
import { PrintSlipsButton, type SlipsOf, type SlipsSearch } from '../paper/PrintSlipsButton';
import type { VoterSearch } from './useVoterSearch';

/** What "the whole result" of a search prints: its part, its filters, or nothing without a filter. */
export function wholeResult(query: VoterSearchQuery | null): Exclude<SlipsOf, { ids: readonly number[] } | { voter_group_id: number }> | null {
  if (!query) return null;
  const { acno: _acno, page: _page, pageSize: _size, ...rest } = query;
  const filters: SlipsSearch = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined && v !== null && v !== ''));
  const given = Object.keys(filters);
  if (given.length === 0) return null;
  if (given.length === 1 && filters.partno !== undefined) return { partno: Number(filters.partno) };
  return { search: filters };
}

const asText = (n: number) => n.toLocaleString('en-IN');

export function VoterSlipsActions({ search, ticked, onClear }: { search: VoterSearch; ticked: ReadonlySet<number>; onClear: () => void }) {
  const intl = useIntl();
  const { acno, data } = search;
  const n = ticked.size;
  const whole = wholeResult(search.query);
  // an exact count past what one print takes: the server would refuse it
  const tooManyFound = !!data && !data.totalCapped && !data.totalEstimated && data.total > SLIPS_MAX;
  return (
    <div className="voter-results-actions">
      <span className="voter-selection" role="status">
        <FormattedMessage id="voterSearch.selectedCount" values={{ n, count: String(n) }} />
      </span>
      {n > 0 && (
        <button type="button" className="btn btn-sm btn-outline" onClick={onClear}>
          <FormattedMessage id="voterSearch.clearSelection" />
        </button>
      )}
      <span className="voter-results-prints">
        <PrintSlipsButton
          of={n > 0 ? { ids: [...ticked] } : null}
          fileName={`slips-${acno}-selected`}
          label={<FormattedMessage id="paper.printSlipsSelected" values={{ count: String(n) }} />}
        />
        {whole && 'partno' in whole && (
          <PrintSlipsButton
            of={whole}
            fileName={`slips-${acno}-${whole.partno}`}
            label={<FormattedMessage id="paper.printSlipsPart" values={{ partno: String(whole.partno) }} />}
          />
        )}
        {whole && 'search' in whole && (
          <PrintSlipsButton
            // another search is another print: a refusal of the last one goes with it
            key={JSON.stringify(whole.search)}
            of={tooManyFound ? null : whole}
            fileName={`slips-${acno}-search`}
            label={
              <FormattedMessage
                id="paper.printSlipsResult"
                values={{ count: countText(intl, data?.total ?? 0, { capped: data?.totalCapped, estimated: data?.totalEstimated }) }}
              />
            }
          />
        )}
      </span>
      {n > SLIP_IDS_MAX && (
        <p className="form-hint-warning voter-results-note">
          <FormattedMessage id="paper.tooManyIds" values={{ max: asText(SLIP_IDS_MAX) }} />
        </p>
      )}
      {whole && 'search' in whole && tooManyFound && (
        <p className="form-hint-warning voter-results-note">
          <FormattedMessage id="paper.tooManyFound" values={{ max: asText(SLIPS_MAX) }} />
        </p>
      )}
    </div>
  );
}
