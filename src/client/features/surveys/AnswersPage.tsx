// /survey-answers/{id}: "Enter answers" for one voter at a time: find the voter in the roll by
// name, choose an option per question (a voter's earlier answers are shown to be changed), say
// when they were collected (now by default), save. Field apps send the same call.
import { useState } from 'react';
import { Form, Formik, useField, type FormikHelpers } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import { skipToken } from '@reduxjs/toolkit/query/react';
import type { SurveyQuestion } from '../../../shared/api/surveys';
import type { VoterRow } from '../../../shared/api/voters';
import { isoToKolkataInput, kolkataToIso } from '../../../shared/dates';
import { NAME_SEARCH_MIN } from '../../../shared/domain/constants';
import FormField, { Labelled } from '../../components/FormField';
import { FormCard } from '../../components/crud/FormPage';
import { saveOrShowErrors, SubmitButton, useFieldErrorText } from '../../components/crud/formKit';
import { success } from '../../components/dialogs';
import { VoterName } from '../../components/voterText';
import { useDebounced } from '../../components/useDebounced';
import { useMayOpen } from '../../components/layout/useMayOpen';
import { ACCESS } from '../../../shared/api/access';
import SurveyName from './SurveyName';
import { useSaveAnswersMutation, useSurveyVotersQuery, useVoterAnswersQuery } from './api';
import { useSurvey } from './useSurvey';
import './surveys.css';
import { useVoterScope } from '../../store/voterScope';

type Values = { answers: Record<string, string>; collected_at: string };

/** One question's three options as radio buttons (field answers.<id>). */
function QuestionChoice({ question }: { question: SurveyQuestion }) {
  const [field] = useField<string>(`answers.${question.id}`);
  const options = [question.option1, question.option2, question.option3];
  return (
    <fieldset className="answer-question">
      <legend>{question.question}</legend>
      {options.map((text, i) => (
        <label key={i} className="radio">
          <input type="radio" name={field.name} value={String(i + 1)} checked={field.value === String(i + 1)} onChange={field.onChange} /> {text}
        </label>
      ))}
    </fieldset>
  );
}

/** Why the answers as a whole were refused (none chosen, a question not of the survey). */
function AnswersError() {
  const text = useFieldErrorText()('answers');
  return text ? (
    <div className="invalid-feedback d-block" role="alert">
      {text}
    </div>
  ) : null;
}

function AnswerForm({ surveyId, voter, questions, onDone }: { surveyId: number; voter: VoterRow; questions: SurveyQuestion[]; onDone: () => void }) {
  const intl = useIntl();
  const [save] = useSaveAnswersMutation();
  const earlier = useVoterAnswersQuery({ survey_id: surveyId, voter_id: voter.id }, { refetchOnMountOrArgChange: true });
  if (earlier.isLoading) return null;
  const initialValues: Values = {
    answers: Object.fromEntries((earlier.data?.answers ?? []).map((a) => [String(a.question_id), String(a.option)])),
    collected_at: isoToKolkataInput(earlier.data?.collected_at ?? new Date().toISOString()),
  };
  const onSubmit = async (values: Values, helpers: FormikHelpers<Values>) => {
    const answers = Object.entries(values.answers)
      .filter(([, option]) => option)
      .map(([question_id, option]) => ({ question_id: Number(question_id), option: Number(option) }));
    const body = { survey_id: surveyId, voter_id: voter.id, answers, collected_at: kolkataToIso(values.collected_at) ?? values.collected_at };
    const saved = await saveOrShowErrors(intl, helpers.setFieldError, ['answers', 'collected_at', 'voter_id'], () => save({ body }).unwrap());
    if (!saved) return;
    void success(intl, 'dialog.success', 'survey.answersSaved');
    onDone();
  };
  return (
    <Formik initialValues={initialValues} onSubmit={onSubmit}>
      <Form noValidate className="answer-form" data-testid="answer-form">
        <h2 className="answer-voter">
          <VoterName voter={voter} locale={intl.locale} />
          <span className="answer-part">
            <FormattedMessage id="survey.voterPart" values={{ partno: voter.partno, serial: voter.slnoinpart }} />
          </span>
        </h2>
        {earlier.data && (
          <p className="form-hint">
            <FormattedMessage id="survey.answeredBefore" />
          </p>
        )}
        {questions.map((q) => (
          <QuestionChoice key={q.id} question={q} />
        ))}
        <AnswersError />
        <FormField name="collected_at" type="datetime-local" labelKey="survey.collectedAt" required />
        <SubmitButton labelKey="survey.saveAnswers" onCancel={onDone} />
      </Form>
    </Formik>
  );
}

/** Voters of the constituency whose name starts with what is typed (three letters or more). */
function VoterPicker({ onPick }: { onPick: (v: VoterRow) => void }) {
  const intl = useIntl();
  const { acno } = useVoterScope();
  const [name, setName] = useState('');
  const term = useDebounced(name.trim(), 250);
  // the roll is the Voters module's: a role without it is told so instead of being refused
  const mayFind = useMayOpen(ACCESS.VoterApi.searchAcnoVoters);
  const found = useSurveyVotersQuery(mayFind && acno != null && term.length >= NAME_SEARCH_MIN ? { acno, enfname: term, page: 1, pageSize: 10 } : skipToken);
  if (!mayFind)
    return (
      <p className="form-hint" role="status">
        <FormattedMessage id="survey.findVoterNeedsModule" />
      </p>
    );
  return (
    <div className="voter-picker">
      <Labelled htmlFor="answer-voter-name" labelKey="survey.findVoter">
        <input id="answer-voter-name" className="form-control" value={name} onChange={(e) => setName(e.target.value)} autoComplete="off" />
      </Labelled>
      {found.isFetching && (
        <p className="form-hint">
          <FormattedMessage id="table.loading" />
        </p>
      )}
      {found.data && !found.data.voters.length && (
        <p className="form-hint">
          <FormattedMessage id="survey.noVoterFound" />
        </p>
      )}
      <ul className="voter-choices">
        {(found.data?.voters ?? []).map((v) => (
          <li key={v.id}>
            <button type="button" className="btn btn-sm btn-outline" onClick={() => onPick(v)}>
              <VoterName voter={v} locale={intl.locale} />{' '}
              <span className="answer-part">
                <FormattedMessage id="survey.voterPart" values={{ partno: v.partno, serial: v.slnoinpart }} />
              </span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

export default function AnswersPage() {
  const { id, survey, questions, isError } = useSurvey();
  const [voter, setVoter] = useState<VoterRow | null>(null);
  return (
    <FormCard className="survey-answers-page" titleKey="survey.answersTitle" listPath="/survey">
      <SurveyName survey={survey} isError={isError} />
      {voter ? <AnswerForm surveyId={id} voter={voter} questions={questions} onDone={() => setVoter(null)} /> : <VoterPicker onPick={setVoter} />}
    </FormCard>
  );
}
