import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import type { Persistor } from 'redux-persist';
import I18nProvider from './i18n/I18nProvider';
import { routeEntries } from './resources';
import { AppRoutes } from './routes';
import type { AppStore } from './store/store';
import { PersistorContext, Rehydrated } from './store/persistence';

/** The console: store, rehydrated session, translations, router (prerender/SignInShell.tsx renders the same at build time). */
export default function App({ store, persistor }: { store: AppStore; persistor: Persistor }) {
  return (
    <Provider store={store}>
      <Rehydrated persistor={persistor}>
        <PersistorContext.Provider value={persistor}>
          <I18nProvider>
            <BrowserRouter>
              <AppRoutes entries={routeEntries} />
            </BrowserRouter>
          </I18nProvider>
        </PersistorContext.Provider>
      </Rehydrated>
    </Provider>
  );
}
