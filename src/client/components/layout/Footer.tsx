import { FormattedMessage } from 'react-intl';

export default function Footer() {
  return (
    <footer className="footer">
      <FormattedMessage id="layout.footer" values={{ year: new Date().getFullYear() }} />
    </footer>
  );
}
