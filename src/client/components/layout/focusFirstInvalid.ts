// After a submit that fails, the focus goes to the first field that says what is wrong, so a
// keyboard or screen-reader user lands on it instead of staying on the button. Listening on the
// document covers every form of the console at once, whichever way it validates: its own check
// before sending, or the server's field errors after.

const INVALID = '[aria-invalid="true"], .is-invalid';
/** how long after a submit a field may still turn invalid (the server's answer included) */
const WATCH_MS = 15_000;

const FOCUSABLE = 'input:not([type="hidden"]), select, textarea, button, [tabindex]';

function firstInvalid(form: HTMLFormElement): HTMLElement | null {
  for (const marked of form.querySelectorAll<HTMLElement>(INVALID)) {
    // a marked wrapper (a map picker) gives the focus to its first control
    const field = marked.matches(FOCUSABLE) ? marked : marked.querySelector<HTMLElement>(FOCUSABLE);
    if (field) return field;
  }
  // a field group whose message is shown without a marked control (checkbox lists)
  const message = form.querySelector('.invalid-feedback');
  return message?.closest('.form-group')?.querySelector<HTMLElement>(FOCUSABLE) ?? null;
}

/** Starts listening; answers the function that stops. */
export function focusFirstInvalidAfterSubmit(doc: Document): () => void {
  let stopWatching = () => {};
  const onSubmit = (e: Event) => {
    const form = e.target;
    if (!(form instanceof HTMLFormElement)) return;
    stopWatching();
    const focus = () => {
      const field = firstInvalid(form);
      if (!field) return false;
      stopWatching();
      field.focus();
      return true;
    };
    // the errors render after the form's validation, which runs after this event
    const observer = new MutationObserver(() => void focus());
    observer.observe(form, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-invalid', 'class'] });
    const timer = setTimeout(() => stopWatching(), WATCH_MS);
    stopWatching = () => {
      observer.disconnect();
      clearTimeout(timer);
      stopWatching = () => {};
    };
    // already shown before this submit (the fields were touched): the validation changes nothing
    requestAnimationFrame(() => requestAnimationFrame(() => void focus()));
  };
  // typing into a field again ends the wait: the focus is where the user put it
  const onInput = () => stopWatching();
  doc.addEventListener('submit', onSubmit, true);
  doc.addEventListener('input', onInput, true);
  return () => {
    stopWatching();
    doc.removeEventListener('submit', onSubmit, true);
    doc.removeEventListener('input', onInput, true);
  };
}
