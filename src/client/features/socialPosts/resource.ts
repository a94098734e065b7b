import { routesOf } from '../../components/layout/routeEntry';
import { ACCESS } from '../../../shared/api/access';

const pages = () => import(/* webpackChunkName: "social-posts" */ './pages');

// "Social Media Post" in the menu and its report under Reports; organisation admins only (no role
// module grants posts).
export default routesOf(pages, [
  ['SocialPostListPage', '/social-media-post', ACCESS.SocialPostApi.list, { labelKey: 'menu.socialPost', icon: 'share', order: 200 }],
  ['AddSocialPostPage', '/social-media-post-add', ACCESS.SocialPostApi.add],
  ['EditSocialPostPage', '/social-media-post-edit/:id', ACCESS.SocialPostApi.update],
  [
    'SocialPostReportPage',
    '/report-social-media-post',
    ACCESS.SocialPostApi.report,
    { labelKey: 'menu.socialPostReport', icon: 'chart', group: 'menu.reports', order: 330 },
  ],
]);
