// Onboarding step 3 (screens, states): the registration form with only the role named Candidate;
// the stepper raises the step with the new candidate's id.
import CandidateForm from './CandidateForm';

export default function CandidateStep({ onSaved }: { onSaved: (created: { id?: number }) => void | Promise<void> }) {
  return <CandidateForm onlyCandidateRole onSaved={(answer) => onSaved({ id: answer.candidate?.id })} />;
}
