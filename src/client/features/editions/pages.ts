// The roll editions screen, one chunk.
export { default as EditionsPage } from './EditionsPage';
