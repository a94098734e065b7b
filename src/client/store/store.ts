// One store: the persisted auth slice, the UI slice and the one RTK Query cache.
import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { persistReducer, persistStore, FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER } from 'redux-persist';
import storage from 'redux-persist/lib/storage';
import authReducer from './authSlice';
import uiReducer from './uiSlice';
import { baseApi } from '../api/baseApi';
import { loadErrors } from '../api/loadErrors';

// Only the session (auth) and the user's display choices (ui) are persisted; never the API cache.
export const rootReducer = combineReducers({
  auth: persistReducer({ key: 'auth', storage, version: 1 }, authReducer),
  ui: persistReducer({ key: 'ui', storage, version: 1, blacklist: ['settingsOpen'] }, uiReducer),
  [baseApi.reducerPath]: baseApi.reducer,
});

export function makeStore(preloadedState?: Partial<ReturnType<typeof rootReducer>>) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as never,
    middleware: (getDefault) =>
      getDefault({ serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] } })
        .prepend(loadErrors.middleware)
        .concat(baseApi.middleware),
    devTools: process.env.NODE_ENV !== 'production',
  });
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
export const makePersistor = (store: AppStore) => persistStore(store);
