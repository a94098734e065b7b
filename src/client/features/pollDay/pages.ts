// The poll-day screen, one chunk.
export { default as PollDayPage } from './PollDayPage';
