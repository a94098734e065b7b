// A card of its own around one table: the title (h2) above it names the table for screen readers too.
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { DataTable, type DataTableProps } from './DataTable';

export default function TableCard<T>({
  titleKey,
  cardTestId,
  children,
  ...table
}: Omit<DataTableProps<T>, 'label'> & { titleKey: string; cardTestId?: string; children?: ReactNode }) {
  const intl = useIntl();
  return (
    <section className="card" data-testid={cardTestId}>
      <h2 className="card-title">
        <FormattedMessage id={titleKey} />
      </h2>
      {children}
      <DataTable {...table} label={intl.formatMessage({ id: titleKey })} />
    </section>
  );
}
