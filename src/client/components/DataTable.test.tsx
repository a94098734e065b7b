import { fireEvent, render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { useState } from 'react';
import { DataTable, pageCount, type Column, type PagerVariant, type RowSelection } from './DataTable';
import { messagesFor } from '../i18n/messages';

interface Row {
  id: number;
  name: string;
}
const rows = (n: number): Row[] => Array.from({ length: n }, (_, i) => ({ id: i + 1, name: `Row ${i + 1}` }));
const columns: Column<Row>[] = [
  { id: 'id', header: 'dashboard.colPartNo', render: (r) => r.id },
  { id: 'name', header: 'dashboard.colVotingCenter', render: (r) => r.name },
];

function show(data: Row[], props: { pager?: PagerVariant; pageSize?: number; emptyTitle?: string; emptyText?: string } = {}, locale = 'en') {
  return render(
    <IntlProvider locale={locale} messages={messagesFor(locale)}>
      <DataTable rows={data} columns={columns} rowKey={(r) => r.id} {...props} />
    </IntlProvider>,
  );
}

const bodyNames = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((tr) => tr.querySelector('[data-column="name"]')?.textContent);

describe('DataTable', () => {
  it('counts pages', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
  });

  it('shows translated headers and 10 rows a page by default', () => {
    show(rows(23));
    expect(screen.getByRole('columnheader', { name: 'Part No' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Voting Center' })).toBeInTheDocument();
    expect(bodyNames()).toHaveLength(10);
    expect(bodyNames()[0]).toBe('Row 1');
  });

  it('numbers pager: Previous disabled on page 1, Next on the last page, page buttons jump', () => {
    show(rows(23));
    const prev = screen.getByRole('button', { name: 'Previous' });
    const next = screen.getByRole('button', { name: 'Next' });
    expect(prev).toBeDisabled();
    expect(next).toBeEnabled();
    expect(screen.getAllByRole('button', { name: /^Go to page/ })).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Go to page 1' })).toHaveAttribute('aria-current', 'page');

    fireEvent.click(next);
    expect(bodyNames()[0]).toBe('Row 11');
    expect(prev).toBeEnabled();

    fireEvent.click(screen.getByRole('button', { name: 'Go to page 3' }));
    expect(bodyNames()).toEqual(['Row 21', 'Row 22', 'Row 23']);
    expect(next).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Go to page 3' })).toHaveAttribute('aria-current', 'page');

    fireEvent.click(prev);
    expect(bodyNames()[0]).toBe('Row 11');
  });

  it('pageOfTotal pager shows "Page X of Y"', () => {
    show(rows(15), { pager: 'pageOfTotal' });
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Go to page/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(bodyNames()).toEqual(['Row 11', 'Row 12', 'Row 13', 'Row 14', 'Row 15']);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('pageOfTotal is translated (Marathi)', () => {
    show(rows(15), { pager: 'pageOfTotal' }, 'mr');
    expect(screen.getByRole('button', { name: 'पुढील' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'मागील' })).toBeDisabled();
    expect(screen.getByText(/^पृष्ठ/)).toBeInTheDocument();
  });

  it('prevNext pager with a page size of 5', () => {
    show(rows(7), { pager: 'prevNext', pageSize: 5 });
    expect(bodyNames()).toHaveLength(5);
    expect(screen.queryByText(/Page \d of/)).toBeNull();
    expect(screen.queryByRole('button', { name: /^Go to page/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(bodyNames()).toEqual(['Row 6', 'Row 7']);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
  });

  it('a single page disables both buttons; pager none shows no buttons', () => {
    const { unmount } = show(rows(3), { pager: 'prevNext' });
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    unmount();
    show(rows(3), { pager: 'none' });
    expect(screen.queryByRole('button')).toBeNull();
    expect(bodyNames()).toHaveLength(3);
  });

  it('shows the empty state (default and given keys) and no pager', () => {
    const { unmount } = show([]);
    expect(screen.getByText('No records found')).toBeInTheDocument();
    expect(screen.getByText('There is nothing to show here yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    unmount();
    show([], { emptyTitle: 'dashboard.noTasks', emptyText: 'dashboard.noUpcomingEvents' });
    expect(screen.getByText('No tasks yet')).toBeInTheDocument();
    expect(screen.getByText('No upcoming events')).toBeInTheDocument();
  });

  it('stays on a valid page when the list shrinks', () => {
    const view = show(rows(25));
    fireEvent.click(screen.getByRole('button', { name: 'Go to page 3' }));
    expect(bodyNames()).toHaveLength(5);
    view.rerender(
      <IntlProvider locale="en" messages={messagesFor('en')}>
        <DataTable rows={rows(12)} columns={columns} rowKey={(r) => r.id} />
      </IntlProvider>,
    );
    expect(bodyNames()).toEqual(['Row 11', 'Row 12']);
    expect(screen.getByRole('button', { name: 'Go to page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('ticks rows with a box each and the shown page with the header box (ticked, half-ticked, empty)', () => {
    function Ticking() {
      const [ticked, setTicked] = useState<ReadonlySet<number>>(new Set());
      const selection: RowSelection<Row> = {
        isSelected: (r) => ticked.has(r.id),
        onSelect: (rs, on) =>
          setTicked((t) => {
            const next = new Set(t);
            for (const r of rs) {
              if (on) next.add(r.id);
              else next.delete(r.id);
            }
            return next;
          }),
        rowLabel: (r) => `Select ${r.name}`,
        allLabel: 'Select all on this page',
      };
      return (
        <IntlProvider locale="en" messages={messagesFor('en')}>
          <DataTable rows={rows(12)} columns={columns} rowKey={(r) => r.id} selection={selection} />
        </IntlProvider>
      );
    }
    render(<Ticking />);
    const all = () => screen.getByRole('checkbox', { name: 'Select all on this page' }) as HTMLInputElement;
    const one = (n: number) => screen.getByRole('checkbox', { name: `Select Row ${n}` }) as HTMLInputElement;
    expect(all().checked).toBe(false);
    expect(all().indeterminate).toBe(false);
    fireEvent.click(one(2));
    expect(one(2).checked).toBe(true);
    expect(one(2).closest('tr')).toHaveClass('row-selected');
    expect(all().indeterminate).toBe(true);
    // the header ticks the rows shown (the first 10), not the whole list
    fireEvent.click(all());
    expect(all().checked).toBe(true);
    expect(all().indeterminate).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(one(11).checked).toBe(false);
    expect(all().checked).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    fireEvent.click(all());
    expect(one(2).checked).toBe(false);
    expect(screen.queryAllByRole('checkbox', { checked: true })).toHaveLength(0);
  });
});
