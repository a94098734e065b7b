import * as yup from 'yup';
import { idList, requiredId } from './ids';
import { day, dayNotBefore } from './times';

/** The platforms a post is scheduled on (business constants). */
export const PLATFORMS = ['whatsapp', 'facebook', 'twitter', 'instagram', 'linkedin'] as const;

/**
 * A social media post: title, platform, start and end days are
 * required (the end not before the start); the text, the image and the areas, teams, voter groups
 * and offices it is for are optional.
 */
export const socialPostSchema = yup.object({
  title: yup.string().trim().required('validation.titleRequired').max(200, 'validation.nameTooLong'),
  platform: yup
    .string()
    .transform((v: unknown) => (v === '' ? undefined : v))
    .oneOf([...PLATFORMS], 'validation.platformRequired')
    .required('validation.platformRequired'),
  start_date: day('validation.startDateRequired'),
  end_date: dayNotBefore('start_date', 'validation.endDateRequired'),
  text_content: yup
    .string()
    .transform((v: unknown) => (typeof v === 'string' && !v.trim() ? null : v))
    .trim()
    .max(5000, 'validation.textTooLong')
    .nullable()
    .default(null),
  area_id: idList('validation.unknownArea'),
  team_id: idList('validation.unknownTeam'),
  voter_group_id: idList('validation.unknownVoterGroup'),
  office_id: idList('validation.unknownOffice'),
  /** a new image as base64 (a data URL or bare); anything else keeps the stored one */
  media_url: yup
    .string()
    .transform((v: unknown) => (v === '' ? null : v))
    .nullable()
    .default(null)
    .max(8_000_000, 'validation.imageTooLarge'),
});

/** PUT /social-media/inactive: the post and the status it is to have (1 active, 0 inactive). */
export const socialPostStatusSchema = yup.object({
  id: requiredId('validation.unknownPost'),
  status: yup.number().typeError('validation.status').oneOf([0, 1], 'validation.status').required('validation.status'),
});
