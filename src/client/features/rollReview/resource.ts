import { lazy } from 'react';
import type { RouteEntry } from '../../components/layout/routeEntry';
import { ACCESS } from '../../../shared/api/access';

const RollReviewPage = lazy(() => import(/* webpackChunkName: "rollReview" */ './RollReviewPage'));

// A PDF roll's job: reached from Import Voter Roll once its parts are sent (no menu entry of its
// own); the organisation admin's alone, as the upload.
const routes: RouteEntry[] = [{ path: '/roll-review/:jobId', element: RollReviewPage, access: ACCESS.RollPdfApi.job, title: 'title.RollReviewPage' }];
export default routes;
