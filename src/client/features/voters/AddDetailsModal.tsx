// The add-details modal: what the field staff collect
// for a voter and the household. Installation type 1 fills the campaign fields (voter group,
// alignment, family, caste category, religion, employment, income, marital, house and building); type 2
// picks the constituency (37, 38, 39) and confirms with 'Are You Sure?'. The household comes
// from voters-family-details-familyidwise; members' phone and alignment are saved with it.
import { useMemo } from 'react';
import { Field, Form, Formik, type FormikHelpers, useFormikContext } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import Modal, { ModalActions } from '../../components/Modal';
import FormField, { applyServerErrors, type Option, Options } from '../../components/FormField';
import { confirmQuestion, error as errorDialog, success } from '../../components/dialogs';
import { NOT_AVAILABLE, VoterName, centreName, genderKey, sectionName } from '../../components/voterText';
import { errorBody } from '../../api/baseApi';
import { translateMaybe, useT } from '../../i18n/translate';
import { InstallationType } from '../../../shared/domain/constants';
import { normalisePhone } from '../../../shared/phone';
import { VoterApi, type VoterInfoRecord, type VoterRow } from '../../../shared/api/voters';
import type { ArgOf } from '../../api/endpoints';

type DetailsBody = ArgOf<typeof VoterApi.voterInfoAdd>['body'];
import {
  ALIGN_VALUES,
  BUILDING_TYPES,
  EMPLOYMENT_TYPES,
  FAMILY_TYPES,
  HOUSE_TYPES,
  INCOME_GROUPS,
  MARITAL_STATUSES,
  SURVEY_ACNOS,
  voterInfoAddSchema,
} from '../../../shared/schemas/voters';
import { useVoterFamilyDetailsQuery, useVoterFamilyMembersQuery, useVoterInfoAddMutation } from './api';
import ConsentPanel from './ConsentPanel';
import VoterDataPanel from './VoterDataPanel';
import VoterVisits from './VoterVisits';
import { localName, type Named } from '../../../shared/api/masters';
import type { VisitRecord } from '../../../shared/api/paper';
import { formatDateTime } from '../../../shared/dates';
import { religionApi } from '../religions/api';
import { religionCategoryApi } from '../religionCategories/api';
import { voterGroupApi } from '../voterGroups/api';
import { useVoterScope } from '../../store/voterScope';

export interface MemberValues {
  voter_list_id: number;
  phone_no: string;
  align_with_party: string;
  align_with_candidate: string;
  /** the member had details saved before: an emptied value must be sent too */
  saved: boolean;
  voter: VoterRow;
}

export interface DetailsValues {
  user_id: number;
  /** the voter group's id as text, '' for none (type 1) */
  voter_group_id: string;
  phone_no: string;
  align_with_party: string;
  align_with_candidate: string;
  family_types: string;
  category: string;
  religion: string;
  employment_types: string;
  income_groups: string;
  marital_statuses: string;
  house_types: string;
  building_types: string;
  address: string;
  acno: string;
  familyMembers: MemberValues[];
}

/** The fields of type 1 with their enumerations, labels translated by value. */
const ENUM_FIELDS: Array<{ name: keyof DetailsValues; labelKey: string; values: readonly string[] }> = [
  { name: 'family_types', labelKey: 'voterInfo.familyType', values: FAMILY_TYPES },
  { name: 'employment_types', labelKey: 'voterInfo.employment', values: EMPLOYMENT_TYPES },
  { name: 'income_groups', labelKey: 'voterInfo.income', values: INCOME_GROUPS },
  { name: 'marital_statuses', labelKey: 'voterInfo.marital', values: MARITAL_STATUSES },
  { name: 'house_types', labelKey: 'voterInfo.house', values: HOUSE_TYPES },
  { name: 'building_types', labelKey: 'voterInfo.building', values: BUILDING_TYPES },
];

const optionsOf = (values: readonly string[]): Option[] => values.map((v) => ({ value: v, label: `voterInfo.opt.${v}` }));
const ALIGN_OPTIONS: Option[] = ALIGN_VALUES.map((v) => ({ value: v, label: `align.${v}` }));

const text = (v: string | null | undefined) => v ?? '';
const orNull = (v: string) => (v.trim() === '' ? null : v.trim());
/** Formik's error (or touched flag) of a household member's phone; a list's entry is a string when the list itself failed. */
function memberError<V>(list: string | Array<string | { phone_no?: V } | undefined> | undefined, i: number): V | undefined {
  const entry = Array.isArray(list) ? list[i] : undefined;
  return entry && typeof entry === 'object' ? entry.phone_no : undefined;
}

/** A select's value when it is one of the listed choices, else null. */
const oneOf = <T extends string>(choices: readonly T[], v: string): T | null => choices.find((c) => c === v.trim()) ?? null;

export function initialDetails(voter: VoterRow, info: VoterInfoRecord | null, members: VoterRow[], defaultAcno: number | null): DetailsValues {
  return {
    user_id: voter.id,
    voter_group_id: info?.voter_group_id != null ? String(info.voter_group_id) : '',
    phone_no: text(info?.phone_no),
    align_with_party: text(info?.align_with_party),
    align_with_candidate: text(info?.align_with_candidate),
    family_types: text(info?.family_types),
    category: text(info?.category),
    religion: text(info?.religion),
    employment_types: text(info?.employment_types),
    income_groups: text(info?.income_groups),
    marital_statuses: text(info?.marital_statuses),
    house_types: text(info?.house_types),
    building_types: text(info?.building_types),
    address: text(info?.address),
    // the voter's own constituency when it is one of the choices (the server checks they agree)
    acno: [voter.acno, defaultAcno].find((n) => n != null && (SURVEY_ACNOS as readonly number[]).includes(n))?.toString() ?? '',
    familyMembers: members
      .filter((m) => m.id !== voter.id)
      .map((m) => ({
        voter_list_id: m.id,
        phone_no: text(m.voterInfo?.phone_no),
        align_with_party: text(m.voterInfo?.align_with_party),
        align_with_candidate: text(m.voterInfo?.align_with_candidate),
        saved: m.voterInfo != null,
        voter: m,
      })),
  };
}

/** The POST voter-info-add body: type 1 sends its campaign fields, type 2 the constituency. */
export function detailsPayload(v: DetailsValues, installationType: number | null): DetailsBody {
  const campaign = installationType !== InstallationType.Survey;
  const phone = (p: string) => (p.trim() ? normalisePhone(p) : null);
  const members: DetailsBody['familyMembers'] = v.familyMembers
    .filter((m) => m.saved || m.phone_no.trim() || (campaign && (m.align_with_party || m.align_with_candidate)))
    .map((m) => ({
      voter_list_id: m.voter_list_id,
      phone_no: phone(m.phone_no),
      ...(campaign
        ? {
            align_with_party: oneOf(ALIGN_VALUES, m.align_with_party),
            align_with_candidate: oneOf(ALIGN_VALUES, m.align_with_candidate),
          }
        : {}),
    }));
  const body: DetailsBody = { user_id: v.user_id, phone_no: phone(v.phone_no), address: orNull(v.address), familyMembers: members };
  if (campaign) {
    Object.assign(body, {
      voter_group_id: v.voter_group_id ? Number(v.voter_group_id) : null,
      align_with_party: oneOf(ALIGN_VALUES, v.align_with_party),
      align_with_candidate: oneOf(ALIGN_VALUES, v.align_with_candidate),
      family_types: oneOf(FAMILY_TYPES, v.family_types),
      category: orNull(v.category),
      religion: orNull(v.religion),
      employment_types: oneOf(EMPLOYMENT_TYPES, v.employment_types),
      income_groups: oneOf(INCOME_GROUPS, v.income_groups),
      marital_statuses: oneOf(MARITAL_STATUSES, v.marital_statuses),
      house_types: oneOf(HOUSE_TYPES, v.house_types),
      building_types: oneOf(BUILDING_TYPES, v.building_types),
    });
  } else {
    body.acno = v.acno ? Number(v.acno) : null;
  }
  return body;
}

/** The latest door-to-door visit, as the walk sheets typed back recorded it, and whether the slip was handed over. */
function LastVisit({ visit }: { visit: VisitRecord | null }) {
  const intl = useIntl();
  if (!visit)
    return (
      <span className="muted" data-testid="last-visit">
        <FormattedMessage id="voterInfo.notVisited" />
      </span>
    );
  return (
    <span data-testid="last-visit">
      <FormattedMessage
        id="voterInfo.lastVisit"
        values={{ outcome: intl.formatMessage({ id: `paper.outcome.${visit.outcome}` }), when: formatDateTime(visit.visited_at, intl) }}
      />
      {visit.slip_delivered && ' '}
      {visit.slip_delivered && (
        <span className="badge badge-success">
          <FormattedMessage id="voterInfo.slipDelivered" />
        </span>
      )}
    </span>
  );
}

/** The voter's collected details and household, the masters the form offers, and the save (asked first for a survey). */
function useVoterDetails(voter: VoterRow, installationType: number | null, onClose: () => void) {
  const intl = useIntl();
  const { acno } = useVoterScope();
  const campaign = installationType !== InstallationType.Survey;
  const details = useVoterFamilyDetailsQuery({ id: voter.id, partno: voter.partno }, { refetchOnMountOrArgChange: true });
  const family = useVoterFamilyMembersQuery(
    { voter_list_id: voter.id, family_id: details.data?.voter_info?.family_id ?? undefined },
    { skip: !details.data, refetchOnMountOrArgChange: true },
  );
  const religions = religionApi.useListQuery(undefined, { skip: !campaign });
  const castes = religionCategoryApi.useListQuery(undefined, { skip: !campaign });
  const groups = voterGroupApi.useListQuery(undefined, { skip: !campaign });
  const [save] = useVoterInfoAddMutation();

  const loading = details.isFetching || family.isFetching || !details.data || (!family.data && !family.isError) || (campaign && groups.isLoading);
  const initial = useMemo(() => {
    if (!details.data) return null;
    const values = initialDetails(details.data.voter, details.data.voter_info, family.data?.voterslist ?? details.data.family_members ?? [], acno);
    // a group deleted since it was chosen is no longer the voter's: the select starts empty
    if (values.voter_group_id && groups.data && !groups.data.some((g) => String(g.id) === values.voter_group_id)) values.voter_group_id = '';
    return values;
  }, [details.data, family.data, acno, groups.data]);

  /** The master's names as stored (the value), shown in the page's script (the label). */
  const namesOf = (rows: Named[] | undefined, current: string): Option[] => {
    const options = (rows ?? []).map((r) => ({ value: r.name, label: localName(r, intl.locale) }));
    // a value saved earlier stays choosable even if the master list no longer holds it
    if (current && !options.some((o) => o.value === current)) options.push({ value: current, label: current });
    return options;
  };

  /**
   * The groups to choose from. When the list cannot be read (a role without the Group of Voters
   * module) the group saved earlier stays shown by its number, so a save keeps it.
   */
  const groupOptions = (current: string): Option[] => {
    const options: Option[] = (groups.data ?? []).map((g) => ({ value: String(g.id), label: g.voter_group_name }));
    if (current && !groups.isSuccess && !options.some((o) => o.value === current)) {
      options.push({ value: current, label: intl.formatMessage({ id: 'voterInfo.groupNumber' }, { id: current }) });
    }
    return options;
  };

  const submit = async (values: DetailsValues, helpers: FormikHelpers<DetailsValues>) => {
    if (!campaign) {
      if (!values.acno) {
        helpers.setFieldError('acno', 'validation.acno');
        return;
      }
      if (!(await confirmQuestion(intl, 'voterInfo.confirmTitle', 'voterInfo.confirmText', 'voterInfo.confirmYes'))) return;
    }
    try {
      await save({ body: detailsPayload(values, installationType) }).unwrap();
      onClose();
      void success(intl, 'dialog.success', 'voters.infoAdded');
    } catch (e) {
      const body = errorBody(e);
      const rest = applyServerErrors(body.errors, helpers.setFieldError);
      if (!body.errors?.length || rest.length) void errorDialog(intl, 'dialog.error', body.key ? body : 'error.generic');
    }
  };

  return { campaign, details, groups, religions, castes, loading, initial, namesOf, groupOptions, submit };
}

/** Who the details are for: name, EPIC, part and serial, age and gender, section and voting centre, and the last visit once the details have come. */
function VoterCard({ voter, visit }: { voter: VoterRow; visit?: VisitRecord | null }) {
  const intl = useIntl();
  const locale = intl.locale;
  return (
    <div className="voter-card" data-testid="details-voter">
      <VoterName voter={voter} locale={locale} />
      <span className="muted">
        <FormattedMessage
          id="voterInfo.summary"
          values={{
            epic: voter.idcardno || intl.formatMessage({ id: NOT_AVAILABLE }),
            partno: String(voter.partno),
            serial: String(voter.slnoinpart),
            age: voter.age != null ? String(voter.age) : '—',
            gender: genderKey(voter.gender) ? intl.formatMessage({ id: genderKey(voter.gender)! }) : '—',
          }}
        />
      </span>
      <span className="muted">{[sectionName(voter, locale), centreName(voter, locale)].filter(Boolean).join(' · ')}</span>
      {visit !== undefined && <LastVisit visit={visit} />}
    </div>
  );
}

/** The household of the voter: each member's phone and, in a campaign, their alignments. */
function HouseholdTable({ campaign }: { campaign: boolean }) {
  const t = useT();
  const intl = useIntl();
  const locale = intl.locale;
  const { values, errors, touched } = useFormikContext<DetailsValues>();
  return (
    <fieldset className="form-group household">
      <legend className="form-label">
        <FormattedMessage id="voterInfo.household" values={{ count: String(values.familyMembers.length) }} />
      </legend>
      {values.familyMembers.length === 0 ? (
        <p className="muted">{t('voterInfo.noHousehold')}</p>
      ) : (
        <div className="table-responsive">
          <table className="table household-table" data-testid="household">
            <thead>
              <tr>
                <th scope="col">{t('voterSearch.colName')}</th>
                <th scope="col">{t('voterSearch.colAge')}</th>
                <th scope="col">{t('voterInfo.phone')}</th>
                {campaign && (
                  <>
                    <th scope="col">{t('voterInfo.alignParty')}</th>
                    <th scope="col">{t('voterInfo.alignCandidate')}</th>
                  </>
                )}
              </tr>
            </thead>
            <tbody>
              {values.familyMembers.map((m, i) => {
                const who = m.voter.name || m.voter.name_v1 || '';
                const phoneError = memberError(touched.familyMembers, i) ? memberError(errors.familyMembers, i) : undefined;
                return (
                  <tr key={m.voter_list_id}>
                    <td>
                      <VoterName voter={m.voter} locale={locale} />
                    </td>
                    <td className="cell-nowrap">
                      {m.voter.age ?? '—'} {genderKey(m.voter.gender) ? intl.formatMessage({ id: genderKey(m.voter.gender)! }) : ''}
                    </td>
                    <td>
                      {m.voter.contact_block ? (
                        // no phone for a member who may not be contacted; sending none keeps the one held
                        <span className="badge badge-danger" title={intl.formatMessage({ id: `consent.blocked.${m.voter.contact_block}` })}>
                          <FormattedMessage id={`consent.badge.${m.voter.contact_block}`} />
                        </span>
                      ) : (
                        <Field
                          name={`familyMembers.${i}.phone_no`}
                          type="tel"
                          className={`form-control form-control-sm${phoneError ? ' is-invalid' : ''}`}
                          aria-label={intl.formatMessage({ id: 'voterInfo.memberPhone' }, { name: who })}
                          aria-invalid={phoneError ? true : undefined}
                        />
                      )}
                      {phoneError && (
                        <div className="invalid-feedback" role="alert">
                          {translateMaybe(intl, phoneError)}
                        </div>
                      )}
                    </td>
                    {campaign && (
                      <>
                        <td>
                          <Field
                            as="select"
                            name={`familyMembers.${i}.align_with_party`}
                            className="form-control form-control-sm"
                            aria-label={intl.formatMessage({ id: 'voterInfo.memberParty' }, { name: who })}
                          >
                            <option value="">{intl.formatMessage({ id: 'voterInfo.choose' })}</option>
                            <Options options={ALIGN_OPTIONS} />
                          </Field>
                        </td>
                        <td>
                          <Field
                            as="select"
                            name={`familyMembers.${i}.align_with_candidate`}
                            className="form-control form-control-sm"
                            aria-label={intl.formatMessage({ id: 'voterInfo.memberCandidate' }, { name: who })}
                          >
                            <option value="">{intl.formatMessage({ id: 'voterInfo.choose' })}</option>
                            <Options options={ALIGN_OPTIONS} />
                          </Field>
                        </td>
                      </>
                    )}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </fieldset>
  );
}

export default function AddDetailsModal({ voter, installationType, onClose }: { voter: VoterRow; installationType: number | null; onClose: () => void }) {
  const t = useT();
  const intl = useIntl();
  const { campaign, details, groups, religions, castes, loading, initial, namesOf, groupOptions, submit } = useVoterDetails(voter, installationType, onClose);

  return (
    <Modal title={intl.formatMessage({ id: 'voterInfo.title' })} onClose={onClose}>
      <VoterCard voter={voter} visit={details.data ? details.data.visit : undefined} />
      <VoterVisits visits={details.data?.visits} />
      <div className="privacy-panels">
        <ConsentPanel voterId={voter.id} />
        <VoterDataPanel voter={voter} onErased={onClose} />
      </div>
      {details.isError ? (
        <p className="alert alert-danger" role="alert">
          {t('error.loadFailed')}
        </p>
      ) : loading || !initial ? (
        <p className="muted" role="status">
          {t('common.loading')}
        </p>
      ) : (
        <Formik<DetailsValues> initialValues={initial} validationSchema={voterInfoAddSchema} onSubmit={submit} validateOnBlur={false}>
          {({ isSubmitting, values, errors }) => (
            <Form noValidate className="voter-details-form" aria-label={intl.formatMessage({ id: 'voterInfo.title' })}>
              {(errors as { details?: string }).details && (
                <div className="alert alert-danger" role="alert" data-testid="details-empty">
                  {translateMaybe(intl, (errors as { details?: string }).details ?? '')}
                </div>
              )}
              <div className="form-grid">
                {!campaign && (
                  <FormField
                    name="acno"
                    as="select"
                    labelKey="voterInfo.acno"
                    placeholderKey="voterInfo.chooseAcno"
                    required
                    options={SURVEY_ACNOS.map((n) => ({ value: String(n), label: String(n) }))}
                  />
                )}
                <FormField
                  name="phone_no"
                  labelKey="voterInfo.phone"
                  type="tel"
                  inputMode="tel"
                  autoComplete="off"
                  hint={<FormattedMessage id="voterInfo.phoneHint" />}
                />
                {campaign && (
                  <>
                    <FormField
                      name="voter_group_id"
                      as="select"
                      labelKey="voterInfo.voterGroup"
                      placeholderKey="voterInfo.choose"
                      options={groupOptions(values.voter_group_id)}
                      hint={groups.isError ? <FormattedMessage id="voterInfo.groupsUnavailable" /> : undefined}
                    />
                    <FormField name="align_with_party" as="select" labelKey="voterInfo.alignParty" placeholderKey="voterInfo.choose" options={ALIGN_OPTIONS} />
                    <FormField
                      name="align_with_candidate"
                      as="select"
                      labelKey="voterInfo.alignCandidate"
                      placeholderKey="voterInfo.choose"
                      options={ALIGN_OPTIONS}
                    />
                    <FormField
                      name="category"
                      as="select"
                      labelKey="voterInfo.caste"
                      placeholderKey="voterInfo.choose"
                      options={namesOf(castes.data, values.category)}
                    />
                    <FormField
                      name="religion"
                      as="select"
                      labelKey="voterInfo.religion"
                      placeholderKey="voterInfo.choose"
                      options={namesOf(religions.data, values.religion)}
                    />
                    {ENUM_FIELDS.map((f) => (
                      <FormField key={f.name} name={f.name} as="select" labelKey={f.labelKey} placeholderKey="voterInfo.choose" options={optionsOf(f.values)} />
                    ))}
                  </>
                )}
              </div>
              <FormField name="address" as="textarea" labelKey="voterInfo.address" />
              <HouseholdTable campaign={campaign} />
              <ModalActions onClose={onClose}>
                <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
                  <FormattedMessage id={isSubmitting ? 'common.saving' : 'common.save'} />
                </button>
              </ModalActions>
            </Form>
          )}
        </Formik>
      )}
    </Modal>
  );
}
