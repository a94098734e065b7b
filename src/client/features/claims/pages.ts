// The claims screen, one chunk.
export { default as ClaimsPage } from './ClaimsPage';
