// The voting-centre screens, one chunk.
export { default as VotingCentreListPage } from './VotingCentreListPage';
export { default as EditVotingCentrePage } from './EditVotingCentrePage';
