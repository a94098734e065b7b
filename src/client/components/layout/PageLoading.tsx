import { useIntl } from 'react-intl';

/** Shown while a lazy route chunk loads. */
export default function PageLoading() {
  const intl = useIntl();
  return (
    <div className="page-loading" role="status" aria-label={intl.formatMessage({ id: 'common.loading' })}>
      <span className="spinner" />
    </div>
  );
}
