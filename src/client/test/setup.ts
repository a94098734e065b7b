import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import 'whatwg-fetch';
import { TextDecoder, TextEncoder } from 'node:util';
import { deserialize, serialize } from 'node:v8';
import { registerCatalogue } from '../i18n/messages';
import hiCatalogue from '../../../i18n/hi.json';
import mrCatalogue from '../../../i18n/mr.json';

// jsdom lacks TextEncoder/TextDecoder, which react-router 7 needs at import time, and
// structuredClone, with which IndexedDB (fake-indexeddb in the field app's tests) copies values.
Object.assign(globalThis, { TextEncoder, TextDecoder });
if (typeof globalThis.structuredClone !== 'function') {
  globalThis.structuredClone = <T>(value: T): T => deserialize(serialize(value)) as T;
}

// jsdom has no matchMedia (sweetalert2 asks it for the colour scheme): nothing matches.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// jsdom does not scroll (sweetalert2 restores the scroll position when a dialog closes).
window.scrollTo = () => {};

// Hindi and Marathi are lazy chunks in the app; tests get them synchronously.
registerCatalogue('hi', hiCatalogue);
registerCatalogue('mr', mrCatalogue);

// findBy/waitFor give up after 1 s by default: too little for a debounced search on a CI
// machine whose two cores also run the server and the browser tests.
configure({ asyncUtilTimeout: 5000 });
