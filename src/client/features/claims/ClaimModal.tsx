// A claim drafted or changed: the form's number decides what it asks (Form 6 the new person's
// relative, age and house; Forms 7 and 8 the entry's EPIC and the reason), checked by the shared
// rule; the server's refusals go under their fields.
import { useIntl } from 'react-intl';
import FormField from '../../components/FormField';
import { RuleFormModal, useRuleForm } from '../../components/crud/formKit';
import { CLAIM_FORMS, CLAIM_GENDERS, CLAIM_STATUSES, claimSchema, RELATION_TYPES } from '../../../shared/schemas/claims';
import type { Claim } from '../../../shared/api/claims';
import { useClaimAddMutation, useClaimUpdateMutation } from './api';
import type { UserOption } from '../users/api';

const FIELDS = [
  'form',
  'partno',
  'slnoinpart',
  'name',
  'relative_name',
  'relation_type',
  'age',
  'gender',
  'house_no',
  'phone',
  'epic_no',
  'reason',
  'agent_id',
  'drafted_on',
  'filed_on',
  'hearing_on',
  'ack_no',
  'status',
  'note',
] as const;
type Values = Record<(typeof FIELDS)[number], string>;

const valuesOf = (c: Claim | null, partno: number | undefined): Values =>
  Object.fromEntries(
    FIELDS.map((f) => {
      const v = c ? c[f] : f === 'form' ? '6' : f === 'status' ? 'drafted' : f === 'partno' && partno != null ? partno : '';
      return [f, v == null ? '' : String(v)];
    }),
  ) as Values;

export default function ClaimModal({
  acno,
  partno,
  claim,
  agents,
  onClose,
}: {
  acno: number;
  partno?: number;
  claim: Claim | null;
  agents: UserOption[];
  onClose: () => void;
}) {
  const intl = useIntl();
  const [add, adding] = useClaimAddMutation();
  const [update, updating] = useClaimUpdateMutation();
  const form = useRuleForm({
    schema: claimSchema,
    fields: FIELDS,
    bodyOf: (v: Values) => ({ ...Object.fromEntries(Object.entries(v).filter(([, x]) => x !== '')), acno }),
    save: (body) => (claim ? update({ id: claim.id, body }).unwrap() : add({ body }).unwrap()),
    failedKey: 'claims.saveFailed',
    savedKey: claim ? 'claims.savedText' : 'claims.draftedText',
    onSaved: onClose,
  });
  const opts = (values: readonly string[], prefix: string) => values.map((v) => ({ value: v, label: `${prefix}.${v}` }));
  return (
    <RuleFormModal
      title={intl.formatMessage({ id: claim ? 'claims.editTitle' : 'claims.addTitle' })}
      initialValues={valuesOf(claim, partno)}
      form={form}
      saving={adding.isLoading || updating.isLoading}
      saveTestId="claim-save"
      className="page-form claims-form"
      onClose={onClose}
    >
      {(values) => (
        <>
          <div className="form-grid">
            <FormField name="form" as="select" labelKey="claims.colForm" options={opts(CLAIM_FORMS, 'claims.form')} required />
            <FormField name="status" as="select" labelKey="claims.colStatus" options={opts(CLAIM_STATUSES, 'claims.status')} required />
            <FormField name="partno" labelKey="claims.partno" inputMode="numeric" required />
            <FormField name="slnoinpart" labelKey="claims.serial" inputMode="numeric" />
            <FormField name="name" labelKey="claims.colName" required />
            <FormField name="epic_no" labelKey="claims.colEpic" required={values.form !== '6'} />
            <FormField
              name="relation_type"
              as="select"
              labelKey="claims.relationType"
              options={opts(RELATION_TYPES, 'claims.relation')}
              placeholderKey="claims.choose"
            />
            <FormField name="relative_name" labelKey="claims.colRelative" required={values.form === '6'} />
            <FormField name="age" labelKey="claims.colAge" inputMode="numeric" required={values.form === '6'} />
            <FormField name="gender" as="select" labelKey="claims.colGender" options={opts(CLAIM_GENDERS, 'claims.gender')} placeholderKey="claims.choose" />
            <FormField name="house_no" labelKey="claims.colHouse" required={values.form === '6'} />
            <FormField name="phone" labelKey="claims.colPhone" inputMode="tel" />
            <FormField
              name="agent_id"
              as="select"
              labelKey="claims.colAgent"
              options={agents.map((u) => ({ value: String(u.id), label: [u.f_name, u.l_name].filter(Boolean).join(' ') }))}
              placeholderKey="claims.noAgent"
            />
            <FormField name="ack_no" labelKey="claims.colAck" />
            <FormField name="drafted_on" type="date" labelKey="claims.colDrafted" />
            <FormField name="filed_on" type="date" labelKey="claims.colFiled" />
            <FormField name="hearing_on" type="date" labelKey="claims.colHearing" />
          </div>
          <FormField name="reason" as="textarea" labelKey="claims.colReason" required={values.form !== '6'} />
          <FormField name="note" as="textarea" labelKey="claims.note" />
        </>
      )}
    </RuleFormModal>
  );
}
