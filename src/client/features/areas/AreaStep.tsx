// Onboarding step 1 (screens): the area form alone; the stepper raises the step after a save.
import AreaForm from './AreaForm';

export default function AreaStep({ onSaved }: { onSaved: () => void | Promise<void> }) {
  return <AreaForm onSaved={() => onSaved()} />;
}
