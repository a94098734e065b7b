import { routesOf } from '../../components/layout/routeEntry';
import { SocialPostApi } from '../../../shared/api/socialPosts';

const pages = () => import(/* webpackChunkName: "social-posts" */ './pages');

// "Social Media Post" in the menu and its report under Reports; organisation admins only (no role
// module grants posts).
export default routesOf(pages, [
  ['SocialPostListPage', '/social-media-post', SocialPostApi.list, { labelKey: 'menu.socialPost', icon: 'share', order: 200 }],
  ['AddSocialPostPage', '/social-media-post-add', SocialPostApi.add],
  ['EditSocialPostPage', '/social-media-post-edit/:id', SocialPostApi.update],
  [
    'SocialPostReportPage',
    '/report-social-media-post',
    SocialPostApi.report,
    { labelKey: 'menu.socialPostReport', icon: 'chart', group: 'menu.reports', order: 330 },
  ],
]);
