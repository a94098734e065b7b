// The centre reports' screens, one chunk.
export { TopCentresPage, LeastCentresPage } from './CentreReportPage';
