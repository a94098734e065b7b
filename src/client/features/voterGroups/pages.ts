// The voter group screens, one chunk.
import { voterGroupPages } from './VoterGroupForm';
export { default as VoterGroupListPage } from './VoterGroupListPage';
export { default as GroupVotersPage } from './GroupVotersPage';
export const AddVoterGroupPage = voterGroupPages.Add;
export const EditVoterGroupPage = voterGroupPages.Edit;
