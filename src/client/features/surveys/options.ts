// The choices the survey forms offer: candidates (campaign installations only), categories and
// the option weightages.
import { InstallationType } from '../../../shared/domain/constants';
import { WEIGHTAGES } from '../../../shared/schemas/surveys';
import type { Option } from '../../components/FormField';
import { useAppSelector } from '../../store/hooks';
import { surveyCategoryApi } from './api';
import { useCandidateOptions } from '../users/api';

/** Candidates exist in campaign installations only: the survey variant is not asked for them. */
export const useCampaignCandidates = (): Option[] => useCandidateOptions(useAppSelector((s) => s.auth.installation_type) === InstallationType.Loksevak);

export const useCategoryOptions = (): Option[] => (surveyCategoryApi.useListQuery().data ?? []).map((c) => ({ value: String(c.id), label: c.category_name }));

/** A weightage as the forms and tables show it: +4 … -4. */
export const signed = (w: number) => (w > 0 ? `+${w}` : String(w));

export const WEIGHTAGE_OPTIONS: Option[] = WEIGHTAGES.map((w) => ({ value: String(w), label: signed(w) }));
