// The WhatsApp action: the voter's slip with the voting centre's place link,
// sent through wa.me to the voter's (family) phone in a new tab. Installation type 1 must pick
// the candidate it sends for first ('Please select a candidate.'). Nothing is sent to a voter who
// withdrew consent or asked not to be contacted.
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import Modal, { ModalActions } from '../../components/Modal';
import { VoterName } from '../../components/voterText';
import { useAppSelector } from '../../store/hooks';
import { InstallationType } from '../../../shared/domain/constants';
import type { VoterRow } from '../../../shared/api/voters';
import { useVoterCentreQuery, useVoterConsentQuery, useVoterWhatsAppCountMutation } from './api';
import { contactBlockKey, slipMessage, voterPhone, whatsappDigits, whatsappUrl } from './whatsapp';
import { useT } from '../../i18n/translate';
import { personName, useCandidateDropdownListQuery } from '../users/api';
import { useVoterScope } from '../../store/voterScope';
import { useContactRule } from '../contactHours/api';

export default function WhatsAppModal({ voter, installationType, onClose }: { voter: VoterRow; installationType: number | null; onClose: () => void }) {
  const t = useT();
  const intl = useIntl();
  const { acno } = useVoterScope();
  const sessionCandidate = useAppSelector((s) => s.auth.candidateId);
  const needsCandidate = installationType === InstallationType.Loksevak;
  const candidates = useCandidateDropdownListQuery(undefined, { skip: !needsCandidate });
  const [candidateId, setCandidateId] = useState<string>(sessionCandidate ? String(sessionCandidate) : '');
  const [candidateError, setCandidateError] = useState(false);
  const [countSend] = useVoterWhatsAppCountMutation();
  const centre = useVoterCentreQuery({ id: voter.center_id ?? 0, acno: voter.acno ?? acno ?? 0 }, { skip: voter.center_id == null });

  // the row's button is disabled for such a voter; the consent is read again here, so a row read
  // before someone withdrew it cannot send
  const consent = useVoterConsentQuery({ id: voter.id }, { refetchOnMountOrArgChange: true });
  const blocked = contactBlockKey(consent.data ?? voter);
  const phone = voterPhone(voter);
  const digits = blocked ? null : whatsappDigits(phone);
  // the contact hours, and the silence before the close of poll, as on every contact button
  const hours = useContactRule()(voter.acno ?? acno);
  const candidate = needsCandidate ? (candidates.data ?? []).find((c) => String(c.id) === candidateId) : undefined;
  const message = slipMessage(intl, { voter, centre: centre.data ?? null, candidate: candidate ? personName(candidate) : null });

  const send = () => {
    if (needsCandidate && !candidate) {
      setCandidateError(true);
      return;
    }
    if (!digits || !consent.isSuccess || !hours.allowed) return;
    window.open(whatsappUrl(digits, message), '_blank', 'noopener,noreferrer');
    // the send is counted on the server; a count that fails is logged and the send stands
    countSend({ body: { voter_id: voter.id } })
      .unwrap()
      .catch((e: unknown) => console.error('The WhatsApp send could not be counted', e));
    onClose();
  };

  return (
    <Modal title={intl.formatMessage({ id: 'whatsapp.title' })} onClose={onClose}>
      <div className="voter-card">
        <VoterName voter={voter} locale={intl.locale} />
        <span className="muted">
          <FormattedMessage id="whatsapp.to" values={{ phone: phone ?? '—' }} />
        </span>
      </div>
      {!digits && (
        <p className="alert alert-warning" role="alert">
          {t(blocked ?? 'whatsapp.invalidPhone')}
        </p>
      )}
      {digits && !hours.allowed && (
        <p className="alert alert-warning" role="alert" data-testid="contact-hours">
          {t(hours.reason, hours.values)}
        </p>
      )}
      {consent.isError && (
        <p className="alert alert-danger" role="alert">
          {t('error.loadFailed')}
        </p>
      )}
      {needsCandidate && (
        <div className="form-group">
          <label className="form-label" htmlFor="wa-candidate">
            <FormattedMessage id="whatsapp.candidate" />
            <span className="required-mark" aria-hidden="true">
              {' '}
              *
            </span>
          </label>
          <select
            id="wa-candidate"
            className={`form-control${candidateError ? ' is-invalid' : ''}`}
            value={candidateId}
            aria-invalid={candidateError || undefined}
            aria-describedby={candidateError ? 'wa-candidate-error' : undefined}
            onChange={(e) => {
              setCandidateId(e.target.value);
              setCandidateError(false);
            }}
          >
            <option value="">{intl.formatMessage({ id: 'whatsapp.chooseCandidate' })}</option>
            {(candidates.data ?? []).map((c) => (
              <option key={c.id} value={c.id}>
                {personName(c)}
              </option>
            ))}
          </select>
          {candidateError && (
            <div id="wa-candidate-error" className="invalid-feedback" role="alert">
              {t('whatsapp.selectCandidate')}
            </div>
          )}
        </div>
      )}
      <div className="form-group">
        <div className="form-label">{t('whatsapp.preview')}</div>
        <pre className="whatsapp-preview" data-testid="whatsapp-message">
          {message}
        </pre>
        {voter.center_id != null && !centre.isFetching && !centre.data?.voting_center_location && (
          <div className="form-hint">{t('whatsapp.noCentrePoint')}</div>
        )}
      </div>
      <ModalActions onClose={onClose}>
        <button type="button" className="btn btn-whatsapp" onClick={send} disabled={!digits || centre.isFetching || !consent.isSuccess || !hours.allowed}>
          {t('whatsapp.send')}
        </button>
      </ModalActions>
    </Modal>
  );
}
