// The user screens, one chunk.
import { candidatePages } from './CandidateForm';
export { default as CandidateListPage } from './CandidateListPage';
export const SignUpPage = candidatePages.Add;
export const EditCandidatePage = candidatePages.Edit;
