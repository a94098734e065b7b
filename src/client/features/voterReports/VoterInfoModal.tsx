// View Info of the A-Z list: the details the field staff collected for a voter,
// 'Not Available' for what was not collected.
import { FormattedMessage, useIntl } from 'react-intl';
import Modal, { ModalActions } from '../../components/Modal';
import { VoterName, alignKey, labelOrNA, valueOrNA } from '../../components/voterText';
import { formatDateTime } from '../../../shared/dates';
import type { VoterRow } from '../../../shared/api/voters';
import { useReportVoterInfoQuery } from './api';
import { useT } from '../../i18n/translate';

const opt = (v: string | null | undefined) => (v ? `voterInfo.opt.${v}` : undefined);

export default function VoterInfoModal({ voter, onClose }: { voter: VoterRow; onClose: () => void }) {
  const t = useT();
  const intl = useIntl();

  const { data, isFetching, isError } = useReportVoterInfoQuery({ id: voter.id });
  const info = data?.voter_info ?? null;
  const rows: Array<[string, string]> = info
    ? [
        ['voterInfo.phone', valueOrNA(intl, info.phone_no)],
        ['voterInfo.alignParty', labelOrNA(intl, alignKey(info.align_with_party))],
        ['voterInfo.alignCandidate', labelOrNA(intl, alignKey(info.align_with_candidate))],
        ['voterInfo.familyType', labelOrNA(intl, opt(info.family_types))],
        ['voterInfo.caste', valueOrNA(intl, info.category)],
        ['voterInfo.religion', valueOrNA(intl, info.religion)],
        ['voterInfo.employment', labelOrNA(intl, opt(info.employment_types))],
        ['voterInfo.income', labelOrNA(intl, opt(info.income_groups))],
        ['voterInfo.marital', labelOrNA(intl, opt(info.marital_statuses))],
        ['voterInfo.house', labelOrNA(intl, opt(info.house_types))],
        ['voterInfo.building', labelOrNA(intl, opt(info.building_types))],
        ['voterInfo.address', valueOrNA(intl, info.address)],
        ['voterReport.updatedAt', valueOrNA(intl, formatDateTime(info.updated_at, intl))],
      ]
    : [];
  return (
    <Modal title={intl.formatMessage({ id: 'voterReport.infoTitle' })} onClose={onClose}>
      <div className="voter-card">
        <VoterName voter={voter} locale={intl.locale} />
      </div>
      {isFetching ? (
        <p className="muted" role="status">
          {t('common.loading')}
        </p>
      ) : isError || !info ? (
        <p className="muted">{t('voterReport.noInfo')}</p>
      ) : (
        <dl className="info-list" data-testid="voter-info">
          {rows.map(([k, v]) => (
            <div key={k}>
              <dt>
                <FormattedMessage id={k} />
              </dt>
              <dd>{v}</dd>
            </div>
          ))}
        </dl>
      )}
      <ModalActions onClose={onClose} />
    </Modal>
  );
}
