// The area screens, one chunk.
export { default as AreaPage } from './AreaPage';
export { EditAreaPage } from './AreaForm';
