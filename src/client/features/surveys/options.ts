// The choices the survey forms offer: candidates (campaign installations only), categories,
// areas and the option weightages.
import { InstallationType } from '../../../shared/domain/constants';
import { WEIGHTAGES } from '../../../shared/schemas/surveys';
import { areaApi, surveyCategoryApi } from '../../api/crudApi';
import { personName, useCandidateDropdownListQuery } from '../../api/lookups';
import type { Option } from '../../components/FormField';
import { useAppSelector } from '../../store/hooks';

export function useCandidateOptions(): Option[] {
  const loksevak = useAppSelector((s) => s.auth.installation_type) === InstallationType.Loksevak;
  return (useCandidateDropdownListQuery(undefined, { skip: !loksevak }).data ?? []).map((c) => ({ value: String(c.id), label: personName(c) }));
}

export const useCategoryOptions = (): Option[] => (surveyCategoryApi.useListQuery().data ?? []).map((c) => ({ value: String(c.id), label: c.category_name }));

export const useAreaOptions = (): Option[] => (areaApi.useListQuery().data ?? []).map((a) => ({ value: String(a.id), label: a.name }));

/** A weightage as the forms and tables show it: +4 … -4. */
export const signed = (w: number) => (w > 0 ? `+${w}` : String(w));

export const WEIGHTAGE_OPTIONS: Option[] = WEIGHTAGES.map((w) => ({ value: String(w), label: signed(w) }));
