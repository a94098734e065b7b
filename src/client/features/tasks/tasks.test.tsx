// Tasks against a fake server: the list with its inline status, the add form's required fields and
// body, the edit form with the sub-task table (add in a popup, status saved at once), and the
// task report with its delete.
import { screen, waitFor, within } from '@testing-library/react';
import Swal from 'sweetalert2';
import type { SubTask, Task } from '../../../shared/api/tasks';
import { installFakeServer, type FakeServer } from '../../test/fakeServer';
import { ADMIN_SESSION, openPage } from '../../test/renderPage';
import { closeSwal, deleteRow, expectFieldErrors, expectTexts, field, sentBody, submitEmpty, swalText } from '../../test/queries';
import { AddTaskPage, EditTaskPage, TaskListPage, TaskReportPage } from './pages';

const BASE = '/api/v1/admin/5';
const STEP: SubTask = {
  id: 31,
  task_id: 8,
  task_name: 'Print slips',
  task_description: 'Two hundred slips',
  special_notes: null,
  start_date_time: '2026-12-01T03:30:00Z',
  end_date_time: '2026-12-01T04:30:00Z',
  status: 0,
};
const TASK: Task = {
  id: 8,
  task_name: 'Ward 4 doors',
  task_description: 'Every house of part 12',
  status: 1,
  status_percentage: 50,
  special_notes: 'Carry the voter slips',
  start_date_time: '2026-12-01T03:30:00Z',
  end_date_time: '2026-12-01T08:00:00Z',
  event_id: 9,
  event_name: 'Rajapeth Sabha',
  assigned_group: 7,
  assigned_user: 11,
  assignedTeam: { name: 'Booth Team' },
  assignedUser: { f_name: 'Sunil', l_name: 'Patil' },
  vehicles: [],
  resources: [],
  subtasks: [STEP],
};

let gone = false;
function taskServer() {
  gone = false;
  return installFakeServer({
    [`GET ${BASE}/tasks`]: { body: { tasks: [TASK] } },
    [`GET ${BASE}/tasks/edit/8`]: { body: { task: TASK } },
    [`GET ${BASE}/events`]: { body: { events: [{ id: 9, event_name: 'Rajapeth Sabha' }] } },
    [`GET ${BASE}/teams`]: { body: { teams: [{ id: 7, name: 'Booth Team' }] } },
    [`GET ${BASE}/vehicles`]: { body: { vehicles: [{ id: 4, vehicle_name: 'Bolero' }] } },
    [`GET ${BASE}/resources`]: { body: { resources: [{ id: 5, resource_name: 'Lotus flag' }] } },
    [`GET ${BASE}/users-list`]: { body: { users: [{ id: 11, f_name: 'Sunil', l_name: 'Patil' }] } },
    [`POST ${BASE}/tasks/add`]: () => ({ status: 201, body: { msg: 'Task added successfully!', key: 'task.added' } }),
    [`PUT ${BASE}/tasks/update`]: () => ({ body: { msg: 'Task updated successfully!', key: 'task.updated' } }),
    [`PUT ${BASE}/tasks/status-update`]: () => ({ body: { msg: 'Task status updated successfully!', key: 'task.statusUpdated' } }),
    [`POST ${BASE}/sub-tasks/add`]: () => ({ status: 201, body: { msg: 'Sub-task added successfully!', key: 'subTask.added' } }),
    [`PUT ${BASE}/sub-tasks/status-update`]: () => ({ body: { msg: 'SubTask status updated successfully!', key: 'subTask.statusUpdated' } }),
    [`GET ${BASE}/reports-tasks`]: () => ({ body: { tasks: gone ? [] : [TASK] } }),
    [`PUT ${BASE}/tasks/delete/8`]: () => {
      gone = true;
      return { body: { msg: 'The Task has been deleted.', id: 8 } };
    },
  });
}

describe('tasks', () => {
  let server: FakeServer;
  beforeEach(() => {
    server = taskServer();
  });
  afterEach(() => Swal.close());

  it('lists tasks with their event, assignee, team, percentage and deadline, and saves a status at once', async () => {
    const { user } = openPage(<TaskListPage />, { auth: ADMIN_SESSION, path: '/task' });
    const row = (await screen.findByText('Ward 4 doors')).closest('tr')!;
    expectTexts(row, ['Rajapeth Sabha', 'Sunil Patil', 'Booth Team', '50%', '1 Dec 2026, 01:30 pm']);
    expect(within(row).getByRole('link', { name: 'Edit Ward 4 doors' })).toHaveAttribute('href', '/edit-task/8');
    const status = within(row).getByRole('combobox', { name: 'Status of Ward 4 doors' });
    expect(status).toHaveValue('1');
    await user.selectOptions(status, '3');
    expect(await sentBody(server, `PUT ${BASE}/tasks/status-update`)).toEqual({ id: 8, status: 3 });
    await waitFor(() => expect(swalText()).toBe('Task status updated successfully!'));
  });

  it('adds a task: every field the rules require, end after start, then ids as numbers and India times as instants', async () => {
    const { user } = openPage(<AddTaskPage />, { auth: ADMIN_SESSION, path: '/add-task' });
    const submit = await submitEmpty(user, 'Add Task', [
      [/^Event/, 'Choose an event.'],
      [/Task name/, 'Task name is required.'],
      [/Assigned user/, 'Choose the user the task is assigned to.'],
      [/^Team/, 'Choose a team.'],
      [/^Start/, 'Start date and time are required.'],
      [/^End/, 'End date and time are required.'],
      [/Special notes/, 'Special notes are required.'],
      [/Description/, 'Description is required.'],
    ]);
    expect(screen.queryByLabelText(/^Status/)).not.toBeInTheDocument();
    await waitFor(() => expect(within(field(/^Event/)).getAllByRole('option')).toHaveLength(2));
    await user.selectOptions(field(/^Event/), '9');
    await user.type(field(/Task name/), 'Slip distribution');
    await waitFor(() => expect(within(field(/Assigned user/)).getAllByRole('option')).toHaveLength(2));
    await user.selectOptions(field(/Assigned user/), '11');
    await waitFor(() => expect(within(field(/^Team/)).getAllByRole('option')).toHaveLength(2));
    await user.selectOptions(field(/^Team/), '7');
    await user.type(field(/^Start/), '2026-12-02T10:00');
    await user.type(field(/^End/), '2026-12-02T09:00');
    await user.type(field(/Special notes/), 'Morning only');
    await user.type(field(/Description/), 'Part 12 and 13');
    await user.click(submit);
    await expectFieldErrors([[/^End/, 'The end must be after the start.']]);
    await user.clear(field(/^End/));
    await user.type(field(/^End/), '2026-12-02T12:30');
    await user.click(await screen.findByRole('checkbox', { name: 'Bolero' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Lotus flag' }));
    await user.click(submit);
    expect(await sentBody(server, `POST ${BASE}/tasks/add`)).toEqual({
      event_id: 9,
      task_name: 'Slip distribution',
      assigned_user: 11,
      assigned_group: 7,
      start_date_time: '2026-12-02 10:00:00',
      end_date_time: '2026-12-02 12:30:00',
      special_notes: 'Morning only',
      task_description: 'Part 12 and 13',
      vehicles: [4],
      resources: [5],
    });
    await waitFor(() => expect(swalText()).toBe('Task added successfully!'));
  });

  it('edits a task with its status, and manages its sub-tasks underneath', async () => {
    const { user } = openPage(<EditTaskPage />, { auth: ADMIN_SESSION, path: '/edit-task/:id', url: '/edit-task/8' });
    await waitFor(() => expect(field(/Task name/)).toHaveValue('Ward 4 doors'));
    expect(field(/^Start/)).toHaveValue('2026-12-01T09:00');
    expect(field(/^Status(?! of)/)).toHaveValue('1');
    expect(screen.getByRole('heading', { name: 'Sub-tasks (50% done)' })).toBeInTheDocument();

    const steps = screen.getByTestId('sub-task-list');
    const row = within(steps).getByText('Print slips').closest('tr')!;
    await user.selectOptions(within(row).getByRole('combobox', { name: 'Status of Print slips' }), '2');
    expect(await sentBody(server, `PUT ${BASE}/sub-tasks/status-update`)).toEqual({ id: 31, status: 2 });
    await waitFor(() => expect(swalText()).toBe('SubTask status updated successfully!'));
    await closeSwal();
    // sweetalert2 hands the focus back to the status select a moment after closing (its 100 ms
    // timer): typing before that would lose the rest of the name to it
    await new Promise((r) => setTimeout(r, 300));

    await user.click(screen.getByRole('button', { name: 'Add sub-task' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Add Sub-task' }));
    expect(await within(dialog).findByText('Sub-task name is required.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Sub-task name/), 'Hand out slips');
    await user.type(within(dialog).getByLabelText(/^Description/), 'Door to door');
    await user.click(within(dialog).getByRole('button', { name: 'Add Sub-task' }));
    expect(await sentBody(server, `POST ${BASE}/sub-tasks/add`)).toMatchObject({
      task_id: 8,
      task_name: 'Hand out slips',
      start_date_time: '2026-12-01 09:00:00',
      end_date_time: '2026-12-01 13:30:00',
      status: 0,
    });
    await waitFor(() => expect(swalText()).toBe('Sub-task added successfully!'));
    expect(document.querySelector('.modal-box')).toBeNull();
    await closeSwal();

    await user.click(screen.getByRole('button', { name: 'Update Task' }));
    expect(await sentBody(server, `PUT ${BASE}/tasks/update`)).toMatchObject({ id: 8, status: 1, event_id: 9, start_date_time: '2026-12-01 09:00:00' });
  });

  it('reports every task with its notes and times, and deletes one after the confirm dialog', async () => {
    const { user } = openPage(<TaskReportPage />, { auth: ADMIN_SESSION, path: '/report-task' });
    const row = (await screen.findByText('Ward 4 doors')).closest('tr')!;
    expectTexts(row, ['Every house of part 12', '50%', 'Sunil Patil', 'Booth Team', 'Carry the voter slips', '1 Dec 2026, 09:00 am', '1 Dec 2026, 01:30 pm']);
    expect(await deleteRow(user, row, 'Ward 4 doors')).toBe('The Task has been deleted.');
    expect(await screen.findByText('No tasks yet')).toBeInTheDocument();
  });
});
