// Social media posts: what the campaign publishes on which platform between two days, for which
// areas, teams, voter groups and offices, with an image; switched on and off. Organisation admins
// manage them (no role module grants them).
import { crud } from './crud';
import { reply, route } from './contract';
import type { Message } from './messages';
import { socialPostSchema, socialPostStatusSchema } from '../schemas/socialPosts';

export interface SocialPost {
  id: number;
  title: string;
  platform: string;
  /** days, YYYY-MM-DD */
  start_date: string;
  end_date: string;
  text_content: string | null;
  /** the stored image's file name (read through FileApi.upload), or null */
  media_url: string | null;
  area_id: number[];
  team_id: number[];
  voter_group_id: number[];
  office_id: number[];
  /** the names of those still live, as the list shows them */
  areas: Array<{ id: number; name: string }>;
  teams: Array<{ id: number; name: string }>;
  voterGroups: Array<{ id: number; voter_group_name: string }>;
  offices: Array<{ id: number; office_name: string }>;
  /** 1 active, 0 inactive */
  status: number;
}

const MODULE = 'admin';
const crudRoutes = crud<SocialPost>()({
  base: '/social-media',
  entity: 'social media post',
  listKey: 'socialMediaPosts',
  itemKey: 'socialMediaPost',
  updateIdField: 'id',
  module: MODULE,
  schema: socialPostSchema,
});

export const SocialPostApi = {
  ...crudRoutes,
  /** the post report: every post, as the list shows them */
  report: route({
    method: 'GET',
    path: '/reports-social',
    scope: 'tenant',
    module: MODULE,
    summary: 'The social media post report',
    response: reply<{ socialMediaPosts: SocialPost[] }>('socialMediaPosts'),
  }),
  /** switches a post on (1) or off (0): the status it is to have is sent */
  status: route({
    method: 'PUT',
    path: '/social-media/inactive',
    scope: 'tenant',
    module: MODULE,
    summary: 'Switch a social media post on or off',
    body: socialPostStatusSchema,
    response: reply<Message & { socialMediaPost: SocialPost }>('msg', 'key', 'socialMediaPost'),
  }),
};
