// The printed papers' screen, one chunk.
export { default as PaperPage } from './PaperPage';
