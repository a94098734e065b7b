// Onboarding step 2 (screens): the office form alone; the stepper raises the step after a save.
import OfficeForm from './OfficeForm';

export default function OfficeStep({ onSaved }: { onSaved: () => void | Promise<void> }) {
  return <OfficeForm onSaved={() => onSaved()} />;
}
