import type { RouteEntry } from '../../components/layout/routeEntry';
import SignInPage from './SignInPage';

// The console's own sign-in page (after a sign-out; a first visit gets the server's page, signIn.tsx):
// part of the main chunk, it paints without waiting for a chunk to load (and for React's delay
// before it shows a suspended page).
const routes: RouteEntry[] = [{ path: '/sign-in', element: SignInPage, public: true, bare: true, guestOnly: true, title: 'title.SignInPage' }];
export default routes;
