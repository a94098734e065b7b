// The full console's page (index.html): every address but a first visit of /sign-in.
// Devanagari glyphs for Hindi and Marathi, bundled with the console (no font CDN).
import './fonts.css';
import './styles.css';
import { startConsole } from './console';

void startConsole(document.getElementById('root')!);
