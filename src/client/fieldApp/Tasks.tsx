// My tasks: the tasks assigned to the worker or their teams, with their sub-tasks; the worker
// changes a status (Cancelled by Admin is the office's), on the phone at once and queued. A status
// of theirs that a team-mate's later change replaced says so, as a voter's field does.
import { useIntl } from 'react-intl';
import { formatDateTime } from '../../shared/dates';
import { taskField, type FieldOverride } from '../../shared/api/field';
import { useT } from '../i18n/translate';
import { useLocal } from './context';
import { metaOf } from './local';
import { useRecord } from './voterKit';
import { OverriddenNotice } from './Overrides';

/** The latest notice that another's change replaced this worker's status of a task or sub-task (`task:<id>`, `subtask:<id>`). */
function Overridden({ field, overridden }: { field: string; overridden: FieldOverride[] }) {
  const t = useT();
  const o = [...overridden].reverse().find((x) => x.voter_id == null && x.field === field);
  return o ? <OverriddenNotice o={o} label={t('common.status')} /> : null;
}

/** The statuses a worker may set: the console's codes, without Cancelled by Admin (tasks 6, sub-tasks 5). */
const TASK_STATUSES = [0, 1, 2, 3, 4, 5];
const SUBTASK_STATUSES = [0, 1, 2, 3, 4];

function StatusChoice({
  label,
  value,
  choices,
  keyPrefix,
  onChange,
}: {
  label: string;
  value: number;
  choices: number[];
  keyPrefix: string;
  onChange: (s: number) => void;
}) {
  const t = useT();
  // a status the worker may not set (the office's) still shows as it is
  const shown = choices.includes(value) ? choices : [...choices, value];
  return (
    <label className="field">
      {label}
      <select value={value} onChange={(e) => onChange(Number(e.target.value))} disabled={!choices.includes(value)}>
        {shown.map((s) => (
          <option key={s} value={s}>
            {t(`${keyPrefix}.${s}`)}
          </option>
        ))}
      </select>
    </label>
  );
}

export default function Tasks() {
  const t = useT();
  const intl = useIntl();
  const record = useRecord(null);
  const meta = useLocal(async (e) => (await metaOf(e.db)) ?? null);
  if (meta === null) return <main className="screen" aria-busy="true" />;
  const tasks = meta?.tasks ?? [];
  const overridden = meta?.overridden ?? [];
  return (
    <main className="screen">
      <h1>{t('phone.nav.tasks')}</h1>
      {tasks.length === 0 && <p className="notice">{t('phone.tasks.none')}</p>}
      {tasks.map((task) => (
        <section key={task.id} className="card" aria-label={task.task_name}>
          <h2>{task.task_name}</h2>
          {task.task_description && <p>{task.task_description}</p>}
          <p className="muted">
            {[task.event_name, task.team_name, task.end_date_time ? t('phone.tasks.due', { when: formatDateTime(task.end_date_time, intl) }) : null]
              .filter(Boolean)
              .join(' · ')}
          </p>
          <StatusChoice
            label={t('common.status')}
            value={task.status}
            choices={TASK_STATUSES}
            keyPrefix="taskStatus"
            onChange={(status) => void record('taskStatus', { task_id: task.id, status })}
          />
          <Overridden field={taskField(false, task.id)} overridden={overridden} />
          {task.subtasks.length > 0 && (
            <ul className="subtasks">
              {task.subtasks.map((st) => (
                <li key={st.id}>
                  <strong>{st.task_name}</strong>
                  <StatusChoice
                    label={t('common.status')}
                    value={st.status}
                    choices={SUBTASK_STATUSES}
                    keyPrefix="subTaskStatus"
                    onChange={(status) => void record('taskStatus', { subtask_id: st.id, status })}
                  />
                  <Overridden field={taskField(true, st.id)} overridden={overridden} />
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </main>
  );
}
