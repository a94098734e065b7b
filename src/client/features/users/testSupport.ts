// Fills the registration form the way a person does (tests of /sign-up and onboarding step 3).
import { waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { field } from '../../test/queries';

export async function fillCandidate(user: ReturnType<typeof userEvent.setup>, person: { firstName: string; phone: string; email: string; officeId: string }) {
  await user.type(field(/First name/), person.firstName);
  await user.type(field(/Phone number/), person.phone);
  await user.type(field(/Email/), person.email);
  await user.type(field(/Password/), 'Secret@123');
  await user.selectOptions(field(/Gender/), '1');
  await waitFor(() => expect(within(field(/^Office/)).getAllByRole('option')).toHaveLength(2));
  await user.selectOptions(field(/^Office/), person.officeId);
}
