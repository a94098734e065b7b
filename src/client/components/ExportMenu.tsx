// The "Export" dropdown of a report: a button that opens a short menu of file formats. The menu
// closes on a choice, on Escape (focus back on the button) and on a click elsewhere; the arrow
// keys move between its items. While a file is being made the button says so and stays disabled.
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { error as errorDialog } from './dialogs';
import './ExportMenu.css';

export interface ExportChoice {
  /** i18n key of the item, e.g. 'export.excel'. */
  labelKey: string;
  onSelect: () => void;
}

export default function ExportMenu({ choices, disabled = false, busy = false }: { choices: ExportChoice[]; disabled?: boolean; busy?: boolean }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    root.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const outside = (e: MouseEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', outside);
    return () => document.removeEventListener('mousedown', outside);
  }, [open]);

  const onMenuKey = (e: KeyboardEvent<HTMLUListElement>) => {
    const items = Array.from(e.currentTarget.querySelectorAll<HTMLElement>('[role="menuitem"]'));
    const at = items.indexOf(document.activeElement as HTMLElement);
    if (e.key === 'Escape') {
      e.preventDefault();
      setOpen(false);
      button.current?.focus();
    } else if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const step = e.key === 'ArrowDown' ? 1 : -1;
      items[(at + step + items.length) % items.length]?.focus();
    } else if (e.key === 'Tab') {
      setOpen(false);
    }
  };

  return (
    <div className="export-menu" ref={root}>
      <button
        ref={button}
        type="button"
        className="btn btn-primary"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        disabled={disabled || busy}
        onClick={() => setOpen((o) => !o)}
      >
        <FormattedMessage id={busy ? 'export.preparing' : 'export.button'} />
        <span className="export-menu-caret" aria-hidden="true">
          ▾
        </span>
      </button>
      {open && (
        <ul id={menuId} role="menu" className="export-menu-list" onKeyDown={onMenuKey}>
          {choices.map((c) => (
            <li key={c.labelKey} role="none">
              <button
                type="button"
                role="menuitem"
                className="export-menu-item"
                onClick={() => {
                  setOpen(false);
                  c.onSelect();
                }}
              >
                <FormattedMessage id={c.labelKey} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * Runs an export with the menu busy meanwhile; a failure is logged and said in a dialog with
 * `failedKey`. Returns the busy flag and the wrapper for the menu's choices.
 */
export function useExportRun(failedKey: string): [boolean, (make: () => Promise<unknown>) => () => Promise<void>] {
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  const run = (make: () => Promise<unknown>) => async () => {
    setBusy(true);
    try {
      await make();
    } catch (e) {
      console.error('Export failed', e);
      void errorDialog(intl, 'dialog.error', failedKey);
    } finally {
      setBusy(false);
    }
  };
  return [busy, run];
}
