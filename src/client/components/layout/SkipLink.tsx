import { FormattedMessage } from 'react-intl';

/** The first stop of the Tab key: straight to the page's content, past the menu and the top bar. */
export default function SkipLink() {
  return (
    <a
      className="skip-link"
      href="#main-content"
      onClick={(e) => {
        e.preventDefault();
        document.getElementById('main-content')?.focus();
      }}
    >
      <FormattedMessage id="layout.skipToContent" />
    </a>
  );
}
