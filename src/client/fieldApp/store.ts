// The field app's store: the session (persisted under a key of its own, so the phone's session is
// its own device session beside a console signed in on the same browser), the app's state and the
// sync API. The voters are not in the store: they live in IndexedDB (local.ts).
import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { persistReducer, persistStore, FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER } from 'redux-persist';
import storage from 'redux-persist/lib/storage';
import authReducer from '../store/authSlice';
import uiReducer from '../store/uiSlice';
import phoneReducer from './phoneSlice';
import { fieldApi } from './api';

export const FIELD_AUTH_KEY = 'field-auth';

export const fieldReducer = combineReducers({
  auth: persistReducer({ key: FIELD_AUTH_KEY, storage, version: 1 }, authReducer),
  ui: persistReducer({ key: 'field-ui', storage, version: 1, whitelist: ['locale'] }, uiReducer),
  phone: phoneReducer,
  [fieldApi.reducerPath]: fieldApi.reducer,
});

export function makeFieldStore() {
  return configureStore({
    reducer: fieldReducer,
    middleware: (getDefault) =>
      getDefault({ serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] } }).concat(fieldApi.middleware),
    devTools: process.env.NODE_ENV !== 'production',
  });
}

export type FieldStore = ReturnType<typeof makeFieldStore>;
export type FieldState = ReturnType<FieldStore['getState']>;
export const makeFieldPersistor = (store: FieldStore) => persistStore(store);
