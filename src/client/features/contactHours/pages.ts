export { default as ContactHoursPage } from './ContactHoursPage';
