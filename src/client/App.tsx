import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import type { Persistor } from 'redux-persist';
import I18nProvider from './i18n/I18nProvider';
import { routeEntries } from './resources';
import { AppRoutes } from './routes';
import type { AppStore } from './store/store';
import { PersistorContext } from './store/persistence';

/** The console: store, translations, router; rendered once the persisted session is read back (console.tsx). */
export default function App({ store, persistor }: { store: AppStore; persistor: Persistor }) {
  return (
    <Provider store={store}>
      <PersistorContext.Provider value={persistor}>
        <I18nProvider>
          <BrowserRouter>
            <AppRoutes entries={routeEntries} />
          </BrowserRouter>
        </I18nProvider>
      </PersistorContext.Provider>
    </Provider>
  );
}
