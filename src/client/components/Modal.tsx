// A plain accessible dialog: labelled, closes on Escape and on the backdrop.
import { useEffect, useId, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

export default function Modal({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  const intl = useIntl();
  const id = useId();
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <div className="modal-backdrop" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div className="modal-box" role="dialog" aria-modal="true" aria-labelledby={id}>
        <div className="modal-head">
          <h2 id={id}>{title}</h2>
          <button type="button" className="btn btn-sm btn-outline" aria-label={intl.formatMessage({ id: 'common.close' })} onClick={onClose}>
            ×
          </button>
        </div>
        {children}
      </div>
    </div>
  );
}

/** The dialog's buttons: the way out (Close, or Cancel when `cancel`) first, then the dialog's own. */
export function ModalActions({ onClose, cancel, children }: { onClose: () => void; cancel?: boolean; children?: ReactNode }) {
  return (
    <div className="modal-actions">
      <button type="button" className="btn btn-outline" onClick={onClose}>
        <FormattedMessage id={cancel ? 'common.cancel' : 'common.close'} />
      </button>
      {children}
    </div>
  );
}
