// Social media posts against a fake server: the list with names joined by commas and days in
// words, the switch sending the status the post is to have (on the list and on the report alike),
// and the add form: its required fields first, then the body as the API takes it.
import { screen, waitFor, within } from '@testing-library/react';
import Swal from 'sweetalert2';
import type { SocialPost } from '../../../shared/api/socialPosts';
import { installFakeServer } from '../../test/fakeServer';
import { ADMIN_SESSION, openPage } from '../../test/renderPage';
import { expectTexts, field, swalText, sentBody } from '../../test/queries';
import { AddSocialPostPage, SocialPostListPage, SocialPostReportPage } from './pages';
import { readXlsx } from '../../lib/readXlsx.testing';

const BASE = '/api/v1/admin/5';
const POST: SocialPost = {
  id: 6,
  title: 'Padyatra invitation',
  platform: 'whatsapp',
  start_date: '2026-12-01',
  end_date: '2026-12-03',
  text_content: 'Join us',
  media_url: null,
  area_id: [2, 3],
  team_id: [7],
  voter_group_id: [],
  office_id: [],
  areas: [
    { id: 2, name: 'Rajapeth' },
    { id: 3, name: 'Camp' },
  ],
  teams: [{ id: 7, name: 'Booth Team' }],
  voterGroups: [],
  offices: [],
  status: 1,
};

function postServer() {
  return installFakeServer({
    [`GET ${BASE}/social-media`]: { body: { socialMediaPosts: [POST] } },
    [`GET ${BASE}/reports-social`]: { body: { socialMediaPosts: [{ ...POST, status: 0 }] } },
    [`PUT ${BASE}/social-media/inactive`]: (req) => {
      const status = (req.body as { status: number }).status;
      return { body: { msg: 'x', key: status ? 'socialPost.activated' : 'socialPost.inactivated', socialMediaPost: { ...POST, status } } };
    },
    [`GET ${BASE}/area`]: { body: { area: [{ id: 2, name: 'Rajapeth' }] } },
    [`GET ${BASE}/teams`]: { body: { teams: [{ id: 7, name: 'Booth Team' }] } },
    [`GET ${BASE}/voters-group`]: { body: { voter_group: [] } },
    [`GET ${BASE}/office`]: { body: { offices: [{ id: 4, office_name: 'Rajapeth Karyalay' }] } },
    [`POST ${BASE}/social-media/add`]: () => ({ status: 201, body: { msg: 'x', key: 'socialPost.added' } }),
  });
}

describe('social media posts', () => {
  afterEach(() => Swal.close());

  it('lists posts with their areas and teams joined by commas, and switches one off by sending status 0', async () => {
    const server = postServer();
    const { user } = openPage(<SocialPostListPage />, { auth: ADMIN_SESSION, path: '/social-media-post' });
    const row = (await screen.findByText('Padyatra invitation')).closest('tr')!;
    expectTexts(row, ['Rajapeth, Camp', 'Booth Team', 'WhatsApp', '1 Dec 2026', '3 Dec 2026', 'Active']);
    expect(screen.getByRole('link', { name: 'Add post' })).toHaveAttribute('href', '/social-media-post-add');
    await user.click(within(row).getByRole('switch', { name: 'Status of Padyatra invitation' }));
    expect(await sentBody(server, `PUT ${BASE}/social-media/inactive`)).toEqual({ id: 6, status: 0 });
    await waitFor(() => expect(swalText()).toBe('Post inactivated successfully!'));
  });

  it('switches an inactive post on from the report by sending status 1; the report has no Add', async () => {
    const server = postServer();
    const { user } = openPage(<SocialPostReportPage />, { auth: ADMIN_SESSION, path: '/report-social-media-post' });
    const row = (await screen.findByText('Padyatra invitation')).closest('tr')!;
    expect(screen.getByRole('heading', { name: 'Social media post report' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add post' })).toBeNull();
    await user.click(within(row).getByRole('switch', { name: 'Status of Padyatra invitation' }));
    expect(await sentBody(server, `PUT ${BASE}/social-media/inactive`)).toEqual({ id: 6, status: 1 });
    await waitFor(() => expect(swalText()).toBe('Post activated successfully!'));
  });

  it('exports the report as social_posts.xlsx, the lists joined and the platform and status in words', async () => {
    postServer();
    let blob: Blob | null = null;
    const saved: Array<{ name: string; blob: Blob }> = [];
    (URL as unknown as { createObjectURL: (b: Blob) => string }).createObjectURL = (b: Blob) => {
      blob = b;
      return 'blob:test';
    };
    (URL as unknown as { revokeObjectURL: () => void }).revokeObjectURL = () => {};
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, blob: blob! });
    });
    const { user } = openPage(<SocialPostReportPage />, { auth: ADMIN_SESSION, path: '/report-social-media-post' });
    await screen.findByText('Padyatra invitation');
    await waitFor(() => expect(screen.getByRole('button', { name: /Export/ })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: /Export/ }));
    await user.click(within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Export as Excel' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    click.mockRestore();
    expect(saved[0].name).toBe('social_posts.xlsx');
    const bytes = await new Promise<Uint8Array>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
      reader.readAsArrayBuffer(saved[0].blob);
    });
    const { wb, sheet } = readXlsx(bytes);
    expect(wb.SheetNames).toEqual(['Social Posts']);
    expect(['A2', 'B2', 'C2', 'E2', 'F2', 'H2'].map((r) => String(sheet[r].v))).toEqual([
      'Padyatra invitation',
      'Rajapeth, Camp',
      'Booth Team',
      'WhatsApp',
      '1 Dec 2026',
      'Inactive',
    ]);
  });

  it('adds a post: title, platform and days first, then the lists as ids', async () => {
    const server = postServer();
    const { user } = openPage(<AddSocialPostPage />, { auth: ADMIN_SESSION, path: '/social-media-post-add' });
    await screen.findByRole('heading', { name: 'Add social media post' });
    await user.click(screen.getByRole('button', { name: 'Create post' }));
    expect(await screen.findByText('Title is required.')).toBeInTheDocument();
    expect(screen.getByText('Choose a platform.')).toBeInTheDocument();
    expect(screen.getByText('Start date is required.')).toBeInTheDocument();

    await user.type(field(/^Title/), 'Melava reminder');
    await user.selectOptions(field(/^Platform/), 'facebook');
    await user.type(field(/^Start date/), '2026-12-05');
    await user.type(field(/^End date/), '2026-12-04');
    await user.click(screen.getByRole('button', { name: 'Create post' }));
    expect(await screen.findByText('The end date cannot be before the start date.')).toBeInTheDocument();
    await user.clear(field(/^End date/));
    await user.type(field(/^End date/), '2026-12-06');
    await user.click(await screen.findByRole('checkbox', { name: 'Rajapeth' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Rajapeth Karyalay' }));
    await user.click(screen.getByRole('button', { name: 'Create post' }));
    expect(await sentBody(server, `POST ${BASE}/social-media/add`)).toEqual({
      title: 'Melava reminder',
      platform: 'facebook',
      start_date: '2026-12-05',
      end_date: '2026-12-06',
      text_content: null,
      area_id: [2],
      team_id: [],
      voter_group_id: [],
      office_id: [4],
      media_url: null,
    });
    await waitFor(() => expect(swalText()).toBe('Social media post created successfully!'));
  });
});
