// The field-work screens of the console, one chunk.
export { default as FieldAssignmentsPage } from './FieldAssignmentsPage';
export { default as FieldProgressPage } from './FieldProgressPage';
