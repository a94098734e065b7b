// The dashboard's opinion poll: every survey answer given in the constituency, by the weightage of
// the option chosen (for the campaign, neutral, against it), as shares of the answers. With no
// answers yet it says so rather than drawing anything.
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { OpinionPoll } from '../../../shared/api/surveys';
import BarChart from '../../components/BarChart';

const share = (n: number, of: number) => Math.round((n * 1000) / of) / 10;

export default function OpinionPollChart({ poll }: { poll: OpinionPoll }) {
  const intl = useIntl();
  const data = useMemo(
    () => ({
      labels: ['dashboard.pollFavourable', 'dashboard.pollNeutral', 'dashboard.pollUnfavourable'].map((id) => intl.formatMessage({ id })),
      datasets: [
        {
          label: intl.formatMessage({ id: 'dashboard.pollSeries' }),
          data: [poll.favourable, poll.neutral, poll.unfavourable].map((n) => share(n, poll.answers)),
          backgroundColor: ['#34a853', '#8e8e93', '#e07b00'],
        },
      ],
    }),
    [intl, poll],
  );
  return <BarChart data={data} percent label={intl.formatMessage({ id: 'dashboard.opinionPoll' })} testId="opinion-poll-chart" />;
}
