// A survey open in the voter's area, on the voter screen: its questions worded for the screen's
// language, each option's weightage beside it, the answers saved on the phone as one change.
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { FieldSurvey } from '../../shared/api/field';
import { surveyChangeSchema } from '../../shared/schemas/field';
import { wordingFor } from '../../shared/surveyWording';
import { useT } from '../i18n/translate';
import type { LocalVoter, SurveyChoice } from './local';
import { check, FieldError, Section, useRecord, type Errors } from './voterKit';

/** The surveys of the voter's part open now (the phone may have been offline since one closed). */
export function surveysFor(v: LocalVoter, surveys: FieldSurvey[] | undefined): FieldSurvey[] {
  const now = Date.now();
  return (surveys ?? []).filter(
    (s) => Date.parse(s.valid_from) <= now && now <= Date.parse(s.valid_to) && s.parts.some((p) => p.acno === v.acno && p.partno === v.partno),
  );
}

/** A weightage as the console shows it: signed, so +2 and -2 read apart at a glance. */
const signed = (w: number) => (w > 0 ? `+${w}` : String(w));

const choicesOf = (given: SurveyChoice[] | undefined): Record<number, number> => Object.fromEntries((given ?? []).map((a) => [a.question_id, a.option]));

/**
 * A survey open in the voter's area: each question's three options as large choices with their
 * weightages; the answers are checked by the console's rule and saved as one change. The voter's
 * earlier answers (this phone's, another's or the console's) are chosen to begin with, and follow a
 * sync that brings others until the worker changes a choice.
 */
export function SurveyForm({ v, survey, given, waiting }: { v: LocalVoter; survey: FieldSurvey; given: SurveyChoice[] | undefined; waiting: boolean }) {
  const t = useT();
  const intl = useIntl();
  const save = useRecord(v.id);
  const [chosen, setChosen] = useState<Record<number, number>>(() => choicesOf(given));
  const [touched, setTouched] = useState(false);
  // each read of the phone's database is a new list: the answers are compared by their values
  const givenNow = JSON.stringify(given ?? []);
  const [shown, setShown] = useState(givenNow);
  if (shown !== givenNow) {
    setShown(givenNow);
    if (!touched) setChosen(choicesOf(given));
  }
  const [errors, setErrors] = useState<Errors>({});
  const [saved, setSaved] = useState(false);
  const answers = survey.questions.filter((q) => chosen[q.id] != null).map((q) => ({ question_id: q.id, option: chosen[q.id] }));
  /** an error of one answer (answers[i].option) shown under its question, the others under the form */
  const errorOf = (questionId: number) => {
    const i = answers.findIndex((a) => a.question_id === questionId);
    return i < 0 ? undefined : Object.entries(errors).find(([path]) => path.startsWith(`answers[${i}]`))?.[1];
  };
  const submit = async () => {
    const values = { survey_id: survey.id, answers };
    const found = check(surveyChangeSchema, values);
    setErrors(found);
    if (Object.keys(found).length) return;
    await save('surveyAnswer', surveyChangeSchema.cast(values) as Record<string, unknown>);
    setSaved(true);
    setTouched(false);
  };
  const id = `survey-${survey.id}`;
  const general = Object.entries(errors).find(([path]) => !path.startsWith('answers['))?.[1];
  return (
    <Section title={t('phone.survey.title', { name: survey.survey_name })} folded>
      {survey.survey_description && <p className="muted">{survey.survey_description}</p>}
      {survey.questions
        .map((q) => ({ q, worded: wordingFor(q, intl.locale) }))
        .map(({ q, worded }) => (
          <div key={q.id}>
            <fieldset className="choices survey-question" aria-describedby={errorOf(q.id) ? `${id}-${q.id}-error` : undefined}>
              <legend>{worded.question}</legend>
              {([1, 2, 3] as const).map((o) => {
                const weight = signed(Number(q[`answer${o}`]));
                return (
                  <label key={o} className={`choice ${chosen[q.id] === o ? 'chosen' : ''}`}>
                    <input
                      type="radio"
                      name={`${id}-${q.id}`}
                      value={o}
                      checked={chosen[q.id] === o}
                      onChange={() => (setChosen((c) => ({ ...c, [q.id]: o })), setSaved(false), setTouched(true))}
                    />
                    <span className="option">{worded.options[o - 1]}</span>
                    <span className="weight" title={t('phone.survey.weightage', { weight })}>
                      {weight}
                    </span>
                  </label>
                );
              })}
            </fieldset>
            <FieldError id={`${id}-${q.id}`} error={errorOf(q.id)} />
          </div>
        ))}
      <FieldError id={id} error={general} />
      <button type="button" className="button wide" onClick={() => void submit()}>
        {t('phone.survey.save')}
      </button>
      {saved ? (
        <p className="saved" role="status">
          {t('phone.savedHere')}
        </p>
      ) : given?.length ? (
        <p className="muted">{t(waiting ? 'phone.survey.answeredHere' : 'phone.survey.answeredEarlier')}</p>
      ) : null}
    </Section>
  );
}
