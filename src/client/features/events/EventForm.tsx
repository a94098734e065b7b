// The event form: name, start and end in
// Asia/Kolkata to the minute, the area, the place picked on the map with a place search (India
// only), the voter group, the contacts, the teams, vehicles and materials it needs and, for installation
// type 1, the candidate. Used by /add-event and /edit-event/{id}.
import { useEffect, useRef } from 'react';
import { Form, Formik, useFormikContext, validateYupSchema, yupToFormErrors, type FormikErrors, type FormikHelpers } from 'formik';
import { useIntl } from 'react-intl';
import type { CampaignEvent } from '../../../shared/api/events';
import { eventSchema, type EventContext } from '../../../shared/schemas/events';
import { isoToKolkataInput, kolkataTimes } from '../../../shared/dates';
import { COUNTRY_ZOOM, INDIA_CENTRE, InstallationType } from '../../../shared/domain/constants';
import FormField, { CheckboxGroup } from '../../components/FormField';
import { formPages, type RowFormProps } from '../../components/crud/FormPage';
import { AreaSelect, geoPoint, LocationField, saveOrShowErrors, SubmitButton, useSaveRow } from '../../components/crud/formKit';
import type { LatLng } from '../../components/maps/MapPicker';
import { pointFromGeoJson } from '../../components/maps/VotingCentreMap';
import { useAppSelector } from '../../store/hooks';
import { error as errorDialog } from '../../components/dialogs';
import { areaApi } from '../areas/api';
import { eventApi } from './api';
import { teamApi } from '../teams/api';
import { voterGroupApi } from '../voterGroups/api';
import { personName, useCandidateOptions, useUsersListQuery } from '../users/api';
import { useNeedOptions } from '../resources/api';

const FIELDS = [
  'event_name',
  'event_start',
  'event_end',
  'area_id',
  'voter_group_id',
  'first_contact',
  'second_contact',
  'third_contact',
  'candidate_id',
] as const;
/** The form's values: the fields as typed, the place and its name, and the chosen teams, vehicles and materials. */
export type EventValues = Record<(typeof FIELDS)[number], string> & {
  location: LatLng | null;
  location_name: string;
  team: string[];
  vehicles: string[];
  resources: string[];
};

// the server's errors go onto these fields, the map's included
const SERVER_FIELDS = [...FIELDS, 'location', 'location_name', 'team', 'vehicles', 'resources'];
const text = (id: number | null | undefined) => (id == null ? '' : String(id));
// the form holds the picked place as { lat, lng }: the shared schema checks it as a point when sent
const formSchema = eventSchema.omit(['location']);

/** Form values → the body of POST /events/add and PUT /events/update: the shared schema's cast (numbers), the times as the API sends them. */
export const eventBody = (v: EventValues) =>
  kolkataTimes(eventSchema.cast({ ...v, location: v.location ? geoPoint(v.location) : null }, { stripUnknown: true }), ['event_start', 'event_end']);

/** A save refused by the form's own checks says so as well as marking the fields: "Validation Error". */
function InvalidSaveAlert() {
  const intl = useIntl();
  const { submitCount, isSubmitting, isValidating, isValid } = useFormikContext<EventValues>();
  const answered = useRef(0);
  useEffect(() => {
    if (submitCount <= answered.current || isSubmitting || isValidating) return;
    answered.current = submitCount;
    if (!isValid) void errorDialog(intl, 'dialog.validationError', 'validation.fixErrors');
  }, [intl, submitCount, isSubmitting, isValidating, isValid]);
  return null;
}

export default function EventForm({ row: event, onSaved }: RowFormProps<CampaignEvent>) {
  const intl = useIntl();
  const save = useSaveRow(eventApi, event?.id);
  const installationType = useAppSelector((s) => s.auth.installation_type);
  const withCandidate = installationType === InstallationType.Loksevak;
  // the place is asked for once the user has tried to save, with every other field's error
  const submitted = useRef(false);
  const areas = areaApi.useListQuery().data ?? [];
  const groupOptions = (voterGroupApi.useListQuery().data ?? []).map((g) => ({ value: String(g.id), label: g.voter_group_name }));
  const teams = teamApi.useListQuery().data ?? [];
  const { vehicles, materials } = useNeedOptions();
  const users = (useUsersListQuery().data ?? []).map((u) => ({ value: String(u.id), label: personName(u) }));
  const candidates = useCandidateOptions(withCandidate);

  const initialValues: EventValues = {
    event_name: event?.event_name ?? '',
    event_start: isoToKolkataInput(event?.event_start),
    event_end: isoToKolkataInput(event?.event_end),
    area_id: text(event?.area_id),
    voter_group_id: text(event?.voter_group_id),
    first_contact: text(event?.first_contact),
    second_contact: text(event?.second_contact),
    third_contact: text(event?.third_contact),
    candidate_id: text(event?.candidate_id),
    location: pointFromGeoJson(event?.location ?? null),
    location_name: event?.location_name ?? '',
    team: (event?.team ?? []).map(String),
    vehicles: (event?.vehicles ?? []).map(String),
    resources: (event?.resources ?? []).map(String),
  };

  // the shared schema with the installation type as its context (type 1 must choose a candidate)
  const validate = async (values: EventValues): Promise<FormikErrors<EventValues>> => {
    const context: EventContext = { installationType };
    const errors: FormikErrors<EventValues> = await validateYupSchema(values, formSchema, false, context).then(
      () => ({}),
      (err: unknown) => yupToFormErrors(err),
    );
    if (submitted.current && !values.location) errors.location = 'validation.eventLocation';
    return errors;
  };

  const onSubmit = async (values: EventValues, helpers: FormikHelpers<EventValues>) => {
    if (!values.location) return;
    await saveOrShowErrors(intl, helpers.setFieldError, SERVER_FIELDS, async () => onSaved(await save(eventBody(values))));
  };

  return (
    <Formik initialValues={initialValues} validate={validate} onSubmit={onSubmit}>
      <Form noValidate className="event-form page-form" onSubmitCapture={() => (submitted.current = true)}>
        <InvalidSaveAlert />
        <div className="form-grid">
          <FormField name="event_name" labelKey="event.name" required />
          <FormField name="event_start" type="datetime-local" labelKey="event.start" required />
          <FormField name="event_end" type="datetime-local" labelKey="event.end" required />
          <AreaSelect prefix="event" rows={areas} stored={{ id: event?.area_id, name: event?.area }} />
          <FormField name="voter_group_id" as="select" labelKey="event.voterGroup" options={groupOptions} placeholderKey="event.chooseVoterGroup" required />
          <FormField name="first_contact" as="select" labelKey="event.firstContact" options={users} placeholderKey="event.chooseContact" required />
          <FormField name="second_contact" as="select" labelKey="event.secondContact" options={users} placeholderKey="event.noContact" />
          <FormField name="third_contact" as="select" labelKey="event.thirdContact" options={users} placeholderKey="event.noContact" />
          {withCandidate && (
            <FormField name="candidate_id" as="select" labelKey="event.candidate" options={candidates} placeholderKey="event.chooseCandidate" required />
          )}
        </div>
        <LocationField prefix="event" pointName="location" addressName="location_name" center={INDIA_CENTRE} zoom={COUNTRY_ZOOM} />
        <div className="form-grid">
          <CheckboxGroup name="team" labelKey="event.teams" options={teams.map((t) => ({ value: String(t.id), label: t.name }))} />
          <CheckboxGroup name="vehicles" labelKey="event.vehicles" options={vehicles} />
          <CheckboxGroup name="resources" labelKey="event.resources" options={materials} />
        </div>
        <SubmitButton labelKey={event ? 'event.updateButton' : 'event.addButton'} />
      </Form>
    </Formik>
  );
}

/** /add-event and /edit-event/{id}: after a save, "Event added successfully!" and back to /events. */
export const eventPages = formPages({ prefix: 'event', listPath: '/events', api: eventApi, Form: EventForm });
