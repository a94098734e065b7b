// The survey form: name, area, voter group
// (required on edit), event, the window in Asia/Kolkata, the place on the map (zoom 10) with a
// place search, the description, and the questions it asks: a category filter over a checklist
// that shows 10 and 10 more per Load more. Questions chosen under another filter stay chosen.
import { useState } from 'react';
import { Form, Formik, useField, type FormikHelpers } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import { skipToken } from '@reduxjs/toolkit/query/react';
import type { Survey, SurveyQuestion } from '../../../shared/api/surveys';
import { surveySchema, surveyUpdateSchema } from '../../../shared/schemas/surveys';
import { isoToKolkataInput } from '../../../shared/dates';
import { MAP_CENTRE } from '../../../shared/domain/constants';
import FormField, { CheckboxGroup } from '../../components/FormField';
import { formPages, type RowFormProps } from '../../components/crud/FormPage';
import { AreaSelect, geoPoint, LocationField, saveOrShowErrors, SubmitButton, useSaveRow } from '../../components/crud/formKit';
import type { LatLng } from '../../components/maps/MapPicker';
import { pointFromGeoJson } from '../../components/maps/VotingCentreMap';
import { warning } from '../../components/dialogs';
import { useCategoryQuestionsQuery, surveyApi, surveyQuestionApi } from './api';
import { useCategoryOptions } from './options';
import { areaApi } from '../areas/api';
import { eventApi } from '../events/api';
import { voterGroupApi } from '../voterGroups/api';

/** The checklist's page: 10 questions at first, 10 more per Load more. */
export const QUESTION_STEP = 10;
const SURVEY_ZOOM = 10;

const FIELDS = ['survey_name', 'area_id', 'group_id', 'event_id', 'category_id', 'valid_from', 'valid_to', 'survey_description'] as const;
export type SurveyValues = Record<(typeof FIELDS)[number], string> & { location: LatLng | null; location_name: string; questions: string[] };
const SERVER_FIELDS = [...FIELDS, 'location', 'location_name', 'questions'];
const text = (id: number | null | undefined) => (id == null ? '' : String(id));

/** Form values → the body of POST /surveys/add and PUT /surveys/update: the shared schema's cast. */
export const surveyBody = (v: SurveyValues) => surveySchema.cast({ ...v, location: v.location ? geoPoint(v.location) : null }, { stripUnknown: true });

/** The question checklist: the chosen category's questions (every question without one), 10 at a time. */
function QuestionChecklist() {
  const [category] = useField<string>('category_id');
  const [chosen] = useField<string[]>('questions');
  const [shown, setShown] = useState(QUESTION_STEP);
  const all = surveyQuestionApi.useListQuery(category.value ? skipToken : undefined);
  const ofCategory = useCategoryQuestionsQuery(category.value ? { id: Number(category.value) } : skipToken);
  const rows: SurveyQuestion[] = (category.value ? ofCategory.data : all.data) ?? [];
  const options = rows.slice(0, shown).map((q) => ({ value: String(q.id), label: q.question }));
  return (
    <div className="survey-questions" data-testid="survey-question-checklist">
      <CheckboxGroup name="questions" labelKey="survey.questions" options={options} />
      <p className="form-hint">
        <FormattedMessage id="survey.questionsChosen" values={{ n: chosen.value.length, shown: options.length, total: rows.length }} />
      </p>
      {shown < rows.length && (
        <button type="button" className="btn btn-outline btn-sm" onClick={() => setShown((n) => n + QUESTION_STEP)}>
          <FormattedMessage id="survey.loadMore" />
        </button>
      )}
    </div>
  );
}

export default function SurveyForm({ row: survey, onSaved }: RowFormProps<Survey>) {
  const intl = useIntl();
  const save = useSaveRow(surveyApi, survey?.id);
  const areas = areaApi.useListQuery().data ?? [];
  const groups = (voterGroupApi.useListQuery().data ?? []).map((g) => ({ value: String(g.id), label: g.voter_group_name }));
  const events = (eventApi.useListQuery().data ?? []).map((e) => ({ value: String(e.id), label: e.event_name }));
  const categories = useCategoryOptions();

  const initialValues: SurveyValues = {
    survey_name: survey?.survey_name ?? '',
    area_id: text(survey?.area_id),
    group_id: text(survey?.group_id),
    event_id: text(survey?.event_id),
    category_id: text(survey?.category_id),
    valid_from: isoToKolkataInput(survey?.valid_from),
    valid_to: isoToKolkataInput(survey?.valid_to),
    survey_description: survey?.survey_description ?? '',
    location: pointFromGeoJson(survey?.location ?? null),
    location_name: survey?.location_name ?? '',
    questions: (survey?.questions ?? []).map(String),
  };

  const onSubmit = async (values: SurveyValues, helpers: FormikHelpers<SurveyValues>) => {
    if (!values.location) {
      helpers.setFieldError('location', 'validation.surveyLocation');
      void warning(intl, 'survey.invalidLocation', 'validation.surveyLocation');
      return;
    }
    await saveOrShowErrors(intl, helpers.setFieldError, SERVER_FIELDS, async () => onSaved(await save(surveyBody(values))));
  };

  return (
    <Formik initialValues={initialValues} validationSchema={(survey ? surveyUpdateSchema : surveySchema).omit(['location'])} onSubmit={onSubmit}>
      <Form noValidate className="survey-form page-form">
        <div className="form-grid">
          <FormField name="survey_name" labelKey="survey.name" required />
          <AreaSelect prefix="survey" rows={areas} stored={{ id: survey?.area_id, name: survey?.areas?.name }} />
          <FormField name="group_id" as="select" labelKey="survey.voterGroup" options={groups} placeholderKey="survey.chooseVoterGroup" required={!!survey} />
          <FormField name="event_id" as="select" labelKey="survey.event" options={events} placeholderKey="survey.chooseEvent" required />
          <FormField name="valid_from" type="datetime-local" labelKey="survey.validFrom" required />
          <FormField name="valid_to" type="datetime-local" labelKey="survey.validTo" required />
        </div>
        <LocationField prefix="survey" pointName="location" addressName="location_name" center={MAP_CENTRE} zoom={SURVEY_ZOOM} />
        <FormField name="survey_description" as="textarea" labelKey="survey.description" required />
        <FormField name="category_id" as="select" labelKey="survey.categoryFilter" options={categories} placeholderKey="survey.allCategories" />
        <QuestionChecklist />
        <SubmitButton labelKey={survey ? 'survey.updateButton' : 'survey.addButton'} />
      </Form>
    </Formik>
  );
}

/** /add-Survey and /edit-Survey/{id}: after a save, "Survey added successfully!" and back to /survey. */
export const surveyPages = formPages({ prefix: 'survey', listPath: '/survey', api: surveyApi, Form: SurveyForm });
