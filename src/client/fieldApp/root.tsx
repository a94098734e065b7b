// The field app's element tree, the same for the page's first screen rendered at build time
// (prerender/signIn.tsx) and in the browser, so the browser can take that screen over as it is.
import { StrictMode } from 'react';
import FieldApp from './FieldApp';
import type { FieldStore } from './store';

export const fieldRoot = (store: FieldStore) => (
  <StrictMode>
    <FieldApp store={store} />
  </StrictMode>
);
