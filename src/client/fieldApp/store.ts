// The field app's store: the session (persisted under a key of its own, so the phone's session is
// its own device session beside a console signed in on the same browser), the language, the
// phone's sync state, and the sync API, which joins the store with the signed-in screens (a first
// visit loads the sign-in form without it). The voters are not in the store: they live in
// IndexedDB (local.ts).
import { combineSlices, configureStore, createDynamicMiddleware } from '@reduxjs/toolkit';
import { persistReducer, persistStore, FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER } from 'redux-persist';
import storage from 'redux-persist/lib/storage';
import authReducer from '../store/authSlice';
import uiReducer from '../store/uiSlice';
import phoneReducer from './phoneSlice';

export const FIELD_AUTH_KEY = 'field-auth';

/** Slices that join the store later (the sync API, api.ts), each declaring itself here by module augmentation. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

export const fieldReducer = combineSlices({
  auth: persistReducer({ key: FIELD_AUTH_KEY, storage, version: 1 }, authReducer),
  ui: persistReducer({ key: 'field-ui', storage, version: 1, whitelist: ['locale'] }, uiReducer),
  phone: phoneReducer,
}).withLazyLoadedSlices<LazyLoadedSlices>();

/** Where the sync API's middleware joins the store once the signed-in screens have loaded. */
export const lateMiddleware = createDynamicMiddleware();

export function makeFieldStore() {
  return configureStore({
    reducer: fieldReducer,
    middleware: (getDefault) =>
      getDefault({ serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] } }).concat(lateMiddleware.middleware),
    devTools: process.env.NODE_ENV !== 'production',
  });
}

export type FieldStore = ReturnType<typeof makeFieldStore>;
export type FieldState = ReturnType<FieldStore['getState']>;
export const makeFieldPersistor = (store: FieldStore) => persistStore(store);
