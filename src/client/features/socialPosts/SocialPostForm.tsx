// The post form: title, platform,
// start and end days, the text, the areas, teams, voter groups and offices it is for (several of
// each) and an image. Used by /social-media-post-add and /social-media-post-edit/{id}.
import { Form, Formik, type FormikHelpers } from 'formik';
import { useIntl } from 'react-intl';
import type { SocialPost } from '../../../shared/api/socialPosts';
import { PLATFORMS, socialPostSchema } from '../../../shared/schemas/socialPosts';
import FormField, { CheckboxGroup } from '../../components/FormField';
import ImageField from '../../components/ImageField';
import { formPages, type RowFormProps } from '../../components/crud/FormPage';
import { saveOrShowErrors, SubmitButton, useSaveRow } from '../../components/crud/formKit';
import { areaApi } from '../areas/api';
import { officeApi } from '../offices/api';
import { socialPostApi } from './api';
import { teamApi } from '../teams/api';
import { voterGroupApi } from '../voterGroups/api';

const LISTS = ['area_id', 'team_id', 'voter_group_id', 'office_id'] as const;
const FIELDS = ['title', 'platform', 'start_date', 'end_date', 'text_content', 'media_url', ...LISTS];
type Values = Record<'title' | 'platform' | 'start_date' | 'end_date' | 'text_content' | 'media_url', string> & Record<(typeof LISTS)[number], string[]>;

const options = <T extends { id: number }>(rows: T[] | undefined, label: (r: T) => string) =>
  (rows ?? []).map((r) => ({ value: String(r.id), label: label(r) }));
const PLATFORM_OPTIONS = PLATFORMS.map((p) => ({ value: p, label: `platform.${p}` }));

export default function SocialPostForm({ row: post, onSaved }: RowFormProps<SocialPost>) {
  const intl = useIntl();
  const save = useSaveRow(socialPostApi, post?.id);
  const areas = options(areaApi.useListQuery().data, (a) => a.name);
  const teams = options(teamApi.useListQuery().data, (t) => t.name);
  const groups = options(voterGroupApi.useListQuery().data, (g) => g.voter_group_name);
  const offices = options(officeApi.useListQuery().data, (o) => o.office_name);

  const initialValues: Values = {
    title: post?.title ?? '',
    platform: post?.platform ?? '',
    start_date: post?.start_date ?? '',
    end_date: post?.end_date ?? '',
    text_content: post?.text_content ?? '',
    // the stored image's name: sent back unchanged, it keeps the image
    media_url: post?.media_url ?? '',
    area_id: (post?.area_id ?? []).map(String),
    team_id: (post?.team_id ?? []).map(String),
    voter_group_id: (post?.voter_group_id ?? []).map(String),
    office_id: (post?.office_id ?? []).map(String),
  };

  const onSubmit = (values: Values, helpers: FormikHelpers<Values>) =>
    saveOrShowErrors(intl, helpers.setFieldError, FIELDS, async () => onSaved(await save(socialPostSchema.cast(values, { stripUnknown: true }))));

  return (
    <Formik initialValues={initialValues} validationSchema={socialPostSchema} onSubmit={onSubmit}>
      <Form noValidate className="page-form">
        <div className="form-grid">
          <FormField name="title" labelKey="socialPost.postTitle" required />
          <FormField
            name="platform"
            as="select"
            labelKey="socialPost.platform"
            options={PLATFORM_OPTIONS}
            placeholderKey="socialPost.choosePlatform"
            required
          />
          <FormField name="start_date" type="date" labelKey="socialPost.startDate" required />
          <FormField name="end_date" type="date" labelKey="socialPost.endDate" required />
        </div>
        <FormField name="text_content" as="textarea" labelKey="socialPost.text" />
        <div className="form-grid">
          <CheckboxGroup name="area_id" labelKey="socialPost.areas" options={areas} />
          <CheckboxGroup name="team_id" labelKey="socialPost.teams" options={teams} />
          <CheckboxGroup name="voter_group_id" labelKey="socialPost.voterGroups" options={groups} />
          <CheckboxGroup name="office_id" labelKey="socialPost.offices" options={offices} />
        </div>
        <ImageField name="media_url" labelKey="socialPost.media" />
        <SubmitButton labelKey={post ? 'socialPost.updateButton' : 'socialPost.addButton'} />
      </Form>
    </Formik>
  );
}

/** /social-media-post-add and /social-media-post-edit/{id}: after a save, the message and back to the list. */
export const socialPostPages = formPages({ prefix: 'socialPost', listPath: '/social-media-post', api: socialPostApi, Form: SocialPostForm });
