// Onboarding stepper (screens, states): steps 1 to 4, three of them visible: the area, office and
// candidate forms of their features (handed in by the registry). Each save raises the step on
// the server and in the store, then routes as states says.
import { Suspense, useState, type ComponentType } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, Navigate, useNavigate, useParams } from 'react-router-dom';
import { ONBOARDING_DONE_STEP } from '../../../shared/domain/constants';
import { errorBody } from '../../api/baseApi';
import { error as errorDialog, success } from '../../components/dialogs';
import { stepChanged } from '../../store/authSlice';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { useFlushPersisted } from '../../store/persistence';
import { useRaiseStepMutation } from './api';
import { pageLoad } from './pageLoad';
import { takePendingNext } from '../../lib/nextPage';
import './onboarding.css';
import PageCard, { Loading } from '../../components/PageCard';
import { useT } from '../../i18n/translate';

/** A step form: calls onSaved after the server accepted it (the candidate step with the new id). */
export type StepForm = ComponentType<{ onSaved: (created?: { id?: number }) => void | Promise<void> }>;
export type StepForms = Record<1 | 2 | 3, StepForm>;

const STEPS = [
  { n: 1, titleKey: 'onboarding.step1.title', textKey: 'onboarding.step1.text' },
  { n: 2, titleKey: 'onboarding.step2.title', textKey: 'onboarding.step2.text' },
  { n: 3, titleKey: 'onboarding.step3.title', textKey: 'onboarding.step3.text' },
] as const;

export default function OnboardingPage({ forms }: { forms: StepForms }) {
  const t = useT();
  const intl = useIntl();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const flushPersisted = useFlushPersisted();
  const { step: raw } = useParams();
  const token = useAppSelector((s) => s.auth.token);
  const stored = useAppSelector((s) => s.auth.steps);
  const adminId = useAppSelector((s) => s.auth.admin_id ?? s.auth.user?.id ?? null);
  const [raiseStep] = useRaiseStepMutation();
  // set while the finished setup hands over to the full load of /dashboard
  const [leaving, setLeaving] = useState(false);
  const step = Number(raw);

  /** states: area -> /installation/{step}; office -> message, /installation/{step}; candidate -> message, full load of /dashboard. */
  const onSaved = async (created?: { id?: number }) => {
    const next = step + 1;
    const candidateId = step === 3 ? (created?.id ?? null) : undefined;
    let answer;
    try {
      answer = await raiseStep({ body: { admin_id: adminId ?? 0, step: next, ...(step === 3 ? { candidate_id: candidateId } : {}) } }).unwrap();
    } catch (e) {
      // the record is saved; only the step could not be raised
      console.error('The onboarding step could not be raised', e);
      const body = errorBody(e);
      void errorDialog(intl, 'dialog.error', body.key || body.msg ? body : 'onboarding.stepFailed');
      return;
    }
    const steps = answer.steps ?? next;
    if (step === 3) {
      // the message first, then the step is stored and the whole console loads anew
      await success(intl, 'dialog.success', 'candidate.registered');
      setLeaving(true);
      dispatch(stepChanged({ steps, candidateId: answer.candidate_id ?? candidateId }));
      // the raised step is written to browser storage before the page is replaced
      await flushPersisted();
      // the page asked for before signing in, if any, else the dashboard
      pageLoad.assign(takePendingNext() ?? '/dashboard');
      return;
    }
    dispatch(stepChanged({ steps }));
    void success(intl, 'dialog.success', step === 1 ? 'area.added' : 'office.added');
    navigate(`/installation/${steps}`);
  };

  if (!token) {
    return (
      <PageCard titleKey="onboarding.title" className="onboarding-signin">
        <p>{t('onboarding.signInFirst')}</p>
        <Link className="btn btn-primary" to="/sign-in">
          {t('signIn.submit')}
        </Link>
      </PageCard>
    );
  }
  // The step is read as a number (screens); anything else goes to the stored step.
  if (!Number.isInteger(step) || step < 1) {
    const to = stored != null && stored < ONBOARDING_DONE_STEP ? `/installation/${Math.max(1, stored)}` : '/dashboard';
    return <Navigate to={to} replace />;
  }
  if (step >= ONBOARDING_DONE_STEP) return <Navigate to="/dashboard" replace />;
  // the stored step is the truth: a finished setup goes home, another step to its own page
  if (!leaving && stored != null && stored >= ONBOARDING_DONE_STEP) return <Navigate to="/dashboard" replace />;
  if (!leaving && stored != null && stored >= 1 && stored !== step) return <Navigate to={`/installation/${stored}`} replace />;

  const current = STEPS.find((s) => s.n === step)!;
  const Step = forms[current.n];
  return (
    <div className="onboarding">
      <h1 className="page-title">{t('onboarding.title')}</h1>
      <p className="page-subtitle">{t('onboarding.subtitle')}</p>
      <ol className="stepper" aria-label={intl.formatMessage({ id: 'onboarding.stepsLabel' })}>
        {STEPS.map((s) => {
          const state = s.n < step ? 'done' : s.n === step ? 'current' : 'todo';
          return (
            <li key={s.n} className={`stepper-step ${state}`} aria-current={state === 'current' ? 'step' : undefined}>
              <span className="stepper-dot">{state === 'done' ? '✓' : s.n}</span>
              <span className="stepper-label">
                <FormattedMessage id="onboarding.stepN" values={{ n: s.n }} />
                <strong>
                  <FormattedMessage id={s.titleKey} />
                </strong>
              </span>
            </li>
          );
        })}
      </ol>
      <section className="card onboarding-body" aria-labelledby="onboarding-step-title">
        <h2 id="onboarding-step-title">
          <FormattedMessage id={current.titleKey} />
        </h2>
        <p>
          <FormattedMessage id={current.textKey} />
        </p>
        <p className="muted">{t('onboarding.menuLocked')}</p>
        <Suspense fallback={<Loading />}>
          <Step key={step} onSaved={onSaved} />
        </Suspense>
      </section>
    </div>
  );
}
