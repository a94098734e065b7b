// What the page tests read and do the same way in every domain: the dialog's title and text, a
// form control by its label and the error under it, the map's configuration without a Google key,
// and the delete flow of a list row.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import Swal, { type SweetAlertEventName } from 'sweetalert2';
import type { ReactElement } from 'react';
import { openPage, type RenderPageOptions } from './renderPage';
import type { FakeServer } from './fakeServer';

export const swalTitle = () => document.querySelector('.swal2-title')?.textContent;
export const swalText = () => document.querySelector('.swal2-html-container')?.textContent;

export const field = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement | HTMLSelectElement;

/** The error shown under a control (its aria-describedby), if any. */
export const errorOf = (label: string | RegExp) => {
  const id = field(label).getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : undefined;
};

/** The public configuration of a console with no Google key and unreachable tiles. */
export const MAP_CONFIG_ROUTE = {
  'GET /api/v1/admin/public/config': { body: { googleMapsKey: null, tileUrl: 'http://tiles.invalid/{z}/{x}/{y}.png' } },
};

/** Clicks a row's Delete, expects "Are you sure?", confirms, and answers the text of the dialog that follows. */
export async function deleteRow(user: ReturnType<typeof userEvent.setup>, row: HTMLElement, name: string) {
  await user.click(within(row).getByRole('button', { name: `Delete ${name}` }));
  await waitFor(() => expect(swalTitle()).toBe('Are you sure?'));
  await act(async () => Swal.clickConfirm());
  // the next dialog: "Deleted!" or the server's reason
  await waitFor(() => expect(swalTitle()).not.toBe('Are you sure?'));
  return swalText();
}

/** Opens a list page and waits for the row that shows `text` in the table with `listTestId`. */
export async function openListRow(page: ReactElement, options: RenderPageOptions, listTestId: string, text: string) {
  const { user } = openPage(page, options);
  const list = screen.getByTestId(listTestId);
  const row = (await within(list).findByText(text)).closest('tr')!;
  return { user, list, row };
}

/** Clicks the button named `name` and answers it (to click again later). */
export async function press(user: ReturnType<typeof userEvent.setup>, name: string) {
  const button = screen.getByRole('button', { name });
  await user.click(button);
  return button;
}

/** Each text is shown inside `container` (a table row, a card). */
export function expectTexts(container: HTMLElement, texts: string[]) {
  for (const text of texts) expect(within(container).getByText(text)).toBeInTheDocument();
}

/** A click on the map picker with `testId` picks a point there. */
export async function pickOnMap(testId: string) {
  const map = screen.getByTestId(testId).querySelector('.leaflet-container') as HTMLElement;
  fireEvent.click(map, { clientX: 5, clientY: 5 });
  await waitFor(() => expect(screen.getByTestId(`${testId}-coords`)).toHaveTextContent('Chosen point'));
}

/**
 * Closes the open dialog and waits until sweetalert2 has given the focus back to what had it: it
 * does so 100 ms later, and keys typed meanwhile land there (a space typed into a field would
 * press the form's Save button instead).
 */
export async function closeSwal() {
  // (isVisible measures the popup, which jsdom gives no size)
  if (!Swal.getPopup()) return;
  // the global `once` that sweetalert2 has but does not declare
  const events = Swal as typeof Swal & { once(event: SweetAlertEventName, handler: () => void): void };
  const closed = new Promise<void>((resolve) => events.once('didClose', () => resolve()));
  await act(async () => {
    Swal.close();
    await closed;
  });
}

/** Waits for the dialog with this title and text, then closes it with its button. */
export async function closeDialog(title: string, text: string) {
  await waitFor(() => expect(swalTitle()).toBe(title));
  expect(swalText()).toBe(text);
  await act(async () => Swal.clickConfirm());
}

/** Waits until each labelled control shows its error text. */
export async function expectFieldErrors(errors: Array<[label: string | RegExp, text: string]>) {
  await waitFor(() => expect(errorOf(errors[0][0])).toBe(errors[0][1]));
  for (const [label, text] of errors) expect(errorOf(label)).toBe(text);
}

/** Waits for the one request to `route` ('POST /api/…') and answers its body. */
export async function sentBody(server: FakeServer, route: string) {
  await waitFor(() => expect(server.calls(route)).toHaveLength(1));
  return server.calls(route)[0].body;
}

/** Rajapeth, as the place search answers it. */
export const PLACE = { name: 'Rajapeth', district: 'Amravati', state: 'Maharashtra', postcode: '444601', lat: 20.9211, lng: 77.7612 };

/** What a map with place search calls: the public configuration and the search of the organisation at `base`, answering Rajapeth. */
export const mapRoutes = (base: string) => ({
  ...MAP_CONFIG_ROUTE,
  [`GET ${base}/places`]: { body: { places: [PLACE], attribution: 'GeoNames (CC-BY 4.0)' } },
});

/** Submits the empty form with its button and expects each required field's error; answers the button (to submit again). */
export async function submitEmpty(user: ReturnType<typeof userEvent.setup>, button: string, errors: Array<[label: string | RegExp, text: string]>) {
  const submit = await press(user, button);
  await expectFieldErrors(errors);
  return submit;
}
