import { useEffect } from 'react';
import { useIntl } from 'react-intl';

/**
 * The document title of the page on screen, in the page's language: the page's name, then the
 * console's, so a browser tab, the history and a screen reader say where one is.
 */
export default function RouteTitle({ titleKey }: { titleKey: string }) {
  const intl = useIntl();
  const app = intl.formatMessage({ id: 'layout.appName' });
  const name = intl.formatMessage({ id: titleKey });
  const description = intl.formatMessage({ id: 'layout.metaDescription' });
  useEffect(() => {
    document.title = name === app ? app : `${name} · ${app}`;
  }, [name, app]);
  useEffect(() => {
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [description]);
  return null;
}
