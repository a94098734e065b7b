// The inline status selector of the task list, the task report and the sub-task table: a change is
// saved at once and confirmed ("Task status updated successfully!"); a refusal is said and the
// select goes back to the stored status.
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { errorBody } from '../../api/baseApi';
import { error as errorDialog, success } from '../../components/dialogs';

export default function StatusSelect({
  value,
  codes,
  labelPrefix,
  name,
  savedKey,
  save,
}: {
  value: number;
  codes: readonly number[];
  /** the catalogue prefix of the codes' names: `taskStatus.3` */
  labelPrefix: string;
  /** the row's name, for the select's accessible label */
  name: string;
  savedKey: string;
  save: (status: number) => { unwrap: () => Promise<unknown> };
}) {
  const intl = useIntl();
  const [shown, setShown] = useState(value);
  useEffect(() => setShown(value), [value]);
  const onChange = async (status: number) => {
    setShown(status);
    try {
      await save(status).unwrap();
      void success(intl, 'dialog.success', savedKey);
    } catch (e) {
      setShown(value);
      void errorDialog(intl, 'dialog.error', errorBody(e));
    }
  };
  return (
    <select
      className="form-control form-control-sm status-select"
      value={shown}
      aria-label={intl.formatMessage({ id: 'task.statusOf' }, { name })}
      onChange={(e) => void onChange(Number(e.target.value))}
    >
      {codes.map((code) => (
        <option key={code} value={code}>
          {intl.formatMessage({ id: `${labelPrefix}.${code}` })}
        </option>
      ))}
    </select>
  );
}
