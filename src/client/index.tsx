import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// Devanagari glyphs for Hindi and Marathi, bundled with the console (no font CDN).
import './fonts.css';
import './styles.css';
import App from './App';
import { makePersistor, makeStore } from './store/store';

const store = makeStore();
const persistor = makePersistor(store);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App store={store} persistor={persistor} />
  </StrictMode>,
);
