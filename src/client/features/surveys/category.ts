// Survey categories: a name, a description and the candidate it
// is for; add and edit in popups, "No categories found" when there are none.
import { SurveyCategoryApi, type SurveyCategory } from '../../../shared/api/surveys';
import { surveyCategorySchema } from '../../../shared/schemas/surveys';
import type { CrudBody } from '../../api/crudEndpoints';
import type { CrudResource } from '../../components/crud/resource';
import { useCampaignCandidates } from './options';
import { surveyCategoryApi } from './api';
import { personName } from '../users/api';

const category: CrudResource<SurveyCategory, CrudBody<typeof SurveyCategoryApi>> = {
  name: 'surveyCategory',
  api: surveyCategoryApi,
  decls: SurveyCategoryApi,
  titleKey: 'surveyCategory.title',
  addKey: 'category.add',
  editKey: 'category.edit',
  columns: [
    { id: 'name', header: 'surveyCategory.name', render: (c) => c.category_name },
    { id: 'description', header: 'surveyCategory.description', render: (c) => c.description ?? '—' },
    { id: 'candidate', header: 'surveyCategory.candidate', render: (c) => personName(c.category_candidate) || '—' },
  ],
  fields: [
    { name: 'category_name', labelKey: 'surveyCategory.name', required: true },
    { name: 'description', labelKey: 'surveyCategory.description' },
    {
      name: 'candidate_id',
      labelKey: 'surveyCategory.candidate',
      kind: 'select',
      useOptions: useCampaignCandidates,
      placeholderKey: 'surveyCategory.noCandidate',
    },
  ],
  schema: surveyCategorySchema,
  initialValues: { category_name: '', description: '', candidate_id: '' },
  toForm: (c) => ({ category_name: c.category_name, description: c.description ?? '', candidate_id: c.candidate_id == null ? '' : String(c.candidate_id) }),
  messages: { added: 'category.added', updated: 'category.updated', deleted: 'category.deleted' },
  pager: 'numbers',
  emptyTitle: 'category.emptyTitle',
  emptyText: 'category.emptyText',
  rowName: (c) => c.category_name,
};
export default category;
