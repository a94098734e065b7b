// The console's sweetalert2 dialogs (delete confirmations, error messages), always translated:
// every helper takes the caller's intl object, so a dialog speaks the language of the page.
import Swal from 'sweetalert2';
import type { IntlShape } from 'react-intl';
import type { ErrorBody } from '../../shared/api/messages';
import { messageText } from '../i18n/translate';

type Intl = Pick<IntlShape, 'formatMessage' | 'messages'>;

const t = (intl: Intl, id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);

/** A catalogue key is translated; a server answer by its message key; any other text (joined errors) is shown as it is. */
const keyOrText = (intl: Intl, text: string | ErrorBody) => (typeof text !== 'string' ? messageText(intl, text) : text in intl.messages ? t(intl, text) : text);

/** "Are you sure?" / "You won't be able to revert this!" / "Yes, delete it!"; resolves true when confirmed. */
export async function confirmDelete(intl: Intl, text?: string): Promise<boolean> {
  const result = await Swal.fire({
    title: t(intl, 'dialog.confirmTitle'),
    // what the delete takes with it, when the row has more than itself to lose
    text: text ?? t(intl, 'dialog.confirmText'),
    icon: 'warning',
    showCancelButton: true,
    confirmButtonText: t(intl, 'dialog.confirmDelete'),
    cancelButtonText: t(intl, 'dialog.cancel'),
    confirmButtonColor: '#d33',
    focusCancel: true,
  });
  return result.isConfirmed;
}

/** "Deleted!" with a per-item text such as "The Area has been deleted.". */
export function deleted(intl: Intl, textKey: string) {
  return Swal.fire({ title: t(intl, 'dialog.deleted'), text: t(intl, textKey), icon: 'success', confirmButtonText: t(intl, 'dialog.ok') });
}

export function success(intl: Intl, titleKey: string, textKey: string) {
  return Swal.fire({ title: t(intl, titleKey), text: t(intl, textKey), icon: 'success', confirmButtonText: t(intl, 'dialog.ok') });
}

/** A warning that stops an action until the user fixes something (e.g. "Invalid Location" / "Please Select location."). */
export function warning(intl: Intl, titleKey: string, textKey: string) {
  return Swal.fire({ title: t(intl, titleKey), text: t(intl, textKey), icon: 'warning', confirmButtonText: t(intl, 'dialog.ok') });
}

/** `text` may be a catalogue key, a server answer (its key is shown translated) or a ready text (e.g. messages joined with line breaks). */
export function error(intl: Intl, titleKey: string, text: string | ErrorBody) {
  return Swal.fire({ title: t(intl, titleKey), text: keyOrText(intl, text), icon: 'error', confirmButtonText: t(intl, 'dialog.ok') });
}

/** A question with Yes and No (e.g. "Stock not found!" / "Do you want to continue ?"); resolves true on Yes. */
export async function confirmYes(intl: Intl, titleKey: string, textKey: string): Promise<boolean> {
  const result = await Swal.fire({
    title: t(intl, titleKey),
    text: t(intl, textKey),
    icon: 'warning',
    showCancelButton: true,
    confirmButtonText: t(intl, 'dialog.yes'),
    cancelButtonText: t(intl, 'dialog.no'),
    focusCancel: true,
  });
  return result.isConfirmed;
}

/**
 * A confirmation of an action that is not a deletion, in its own words: the title, a text already
 * put together (it names the row) and the Yes button; resolves true when confirmed.
 */
export async function confirmAction(intl: Intl, titleKey: string, text: string, yesKey: string): Promise<boolean> {
  const result = await Swal.fire({
    title: t(intl, titleKey),
    text,
    icon: 'warning',
    showCancelButton: true,
    confirmButtonText: t(intl, yesKey),
    cancelButtonText: t(intl, 'dialog.cancel'),
    focusCancel: true,
  });
  return result.isConfirmed;
}

/** A question with the caller's Yes button and Cancel (e.g. saving details that cannot be taken back); resolves true when confirmed. */
export async function confirmQuestion(intl: Intl, titleKey: string, textKey: string, yesKey: string): Promise<boolean> {
  const result = await Swal.fire({
    title: t(intl, titleKey),
    text: t(intl, textKey),
    icon: 'question',
    showCancelButton: true,
    confirmButtonText: t(intl, yesKey),
    cancelButtonText: t(intl, 'dialog.cancel'),
  });
  return result.isConfirmed;
}

/** Asks for a text (a rejection's reason); an empty one is refused with `requiredKey`. Resolves the text, or null when cancelled. */
export async function askText(intl: Intl, titleKey: string, labelKey: string, requiredKey: string): Promise<string | null> {
  const result = await Swal.fire<string>({
    title: t(intl, titleKey),
    input: 'textarea',
    inputLabel: t(intl, labelKey),
    showCancelButton: true,
    confirmButtonText: t(intl, 'dialog.ok'),
    cancelButtonText: t(intl, 'dialog.cancel'),
    inputValidator: (value) => (value.trim() ? null : t(intl, requiredKey)),
  });
  return result.isConfirmed && result.value ? result.value.trim() : null;
}
