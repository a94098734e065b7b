// The super administrator's organisation screens, one chunk.
export { default as RegisterOrganisationPage } from './RegisterOrganisationPage';
export { default as EditOrganisationPage } from './EditOrganisationPage';
export { default as AdminListPage } from './AdminListPage';
