// Consent and contact in the add-details modal: whether the voter consented to be contacted
// (given or withdrawn, with when and by whom: the server records both) and the do-not-contact
// flag. Saved on its own, so the details form below keeps what is being typed into it. A voter
// who withdrew or asked not to be contacted gets no calls or WhatsApp messages: the reason shows.
// Lifting either is an admin's act and asks why (the server refuses it from anyone else).
import { useState } from 'react';
import { Field, Form, Formik, type FormikHelpers } from 'formik';
import { useIntl } from 'react-intl';
import FormField, { applyServerErrors } from '../../components/FormField';
import { error as errorDialog } from '../../components/dialogs';
import { errorBody } from '../../api/baseApi';
import { translateMaybe, useT } from '../../i18n/translate';
import { formatDateTime } from '../../../shared/dates';
import type { VoterConsent } from '../../../shared/api/voterPrivacy';
import { liftsBlock, type ConsentState } from '../../../shared/schemas/voterPrivacy';
import { useVoterConsentQuery, useVoterConsentSaveMutation } from './api';
import './privacy.css';

interface ConsentValues {
  /** '' while the voter was never asked */
  consent: ConsentState | '';
  do_not_contact: boolean;
  /** why a withdrawal or a do-not-contact is lifted (an admin's act, audited with it) */
  reason: string;
}

const CONSENT_OPTIONS = [
  { value: 'given', label: 'consent.given' },
  { value: 'withdrawn', label: 'consent.withdrawn' },
];

/** "Given on …, recorded by …" in the page's language; null until the voter is asked. */
export function consentRecord(intl: ReturnType<typeof useIntl>, c: VoterConsent): string | null {
  if (!c.consent) return null;
  const user = c.consent_by_details
    ? [c.consent_by_details.f_name, c.consent_by_details.l_name].filter(Boolean).join(' ')
    : intl.formatMessage({ id: 'consent.someone' });
  return intl.formatMessage({ id: c.consent === 'given' ? 'consent.givenBy' : 'consent.withdrawnBy' }, { when: formatDateTime(c.consent_at, intl), user });
}

export default function ConsentPanel({ voterId }: { voterId: number }) {
  const t = useT();
  const intl = useIntl();
  const consent = useVoterConsentQuery({ id: voterId }, { refetchOnMountOrArgChange: true });
  const [save] = useVoterConsentSaveMutation();
  const [saved, setSaved] = useState(false);

  if (consent.isError)
    return (
      <p className="alert alert-danger" role="alert">
        {t('error.loadFailed')}
      </p>
    );
  if (!consent.data)
    return (
      <p className="muted" role="status">
        {t('common.loading')}
      </p>
    );
  const c = consent.data;
  const record = consentRecord(intl, c);

  const submit = async (values: ConsentValues, helpers: FormikHelpers<ConsentValues>) => {
    setSaved(false);
    try {
      // an unchanged "not asked" leaves the consent as it is; only the flag is sent then
      const lifting = liftsBlock(c, { consent: values.consent || null, do_not_contact: values.do_not_contact });
      await save({
        id: voterId,
        body: { consent: values.consent || null, do_not_contact: values.do_not_contact, ...(lifting ? { reason: values.reason } : {}) },
      }).unwrap();
      setSaved(true);
    } catch (e) {
      const body = errorBody(e);
      const rest = applyServerErrors(body.errors, helpers.setFieldError);
      if (!body.errors?.length || rest.length) void errorDialog(intl, 'dialog.error', body.key ? body : 'error.generic');
    }
  };

  return (
    <Formik<ConsentValues> initialValues={{ consent: c.consent ?? '', do_not_contact: c.do_not_contact, reason: '' }} onSubmit={submit} enableReinitialize>
      {({ isSubmitting, errors, dirty, values }) => (
        <Form noValidate className="consent-panel" aria-label={t('consent.title')} onChange={() => setSaved(false)}>
          <fieldset className="form-group">
            <legend className="privacy-heading">{t('consent.title')}</legend>
            <div className="form-grid">
              <FormField
                name="consent"
                as="select"
                labelKey="consent.state"
                // once recorded, consent is given or withdrawn: "not asked" is no longer a choice
                placeholderKey={c.consent ? undefined : 'consent.notAsked'}
                options={CONSENT_OPTIONS}
                hint={record ?? undefined}
              />
              <div className="form-group">
                <label className="checkbox consent-flag">
                  <Field type="checkbox" name="do_not_contact" aria-describedby={`dnc-hint-${voterId}`} /> {t('consent.doNotContact')}
                </label>
                {errors.do_not_contact ? (
                  <div className="invalid-feedback" role="alert">
                    {translateMaybe(intl, String(errors.do_not_contact))}
                  </div>
                ) : (
                  <div id={`dnc-hint-${voterId}`} className="form-hint">
                    {t('consent.doNotContactHint')}
                  </div>
                )}
              </div>
            </div>
            {liftsBlock(c, { consent: values.consent || null, do_not_contact: values.do_not_contact }) && (
              <FormField name="reason" as="textarea" labelKey="consent.reasonLabel" hint={t('consent.reasonHint')} />
            )}
            {c.contact_block && (
              <p className="alert alert-warning" data-testid="contact-block">
                {t(`consent.blocked.${c.contact_block}`)}
              </p>
            )}
            <div className="consent-actions">
              <button type="submit" className="btn btn-sm btn-primary" disabled={isSubmitting || !dirty}>
                {t(isSubmitting ? 'common.saving' : 'consent.save')}
              </button>
              {saved && !dirty && (
                <span className="form-hint" role="status">
                  {t('consent.saved')}
                </span>
              )}
            </div>
          </fieldset>
        </Form>
      )}
    </Formik>
  );
}
