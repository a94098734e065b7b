// The endpoints of every list/add/edit/soft-delete domain, one line each: the list, one row, add,
// update and the soft delete, named `${domain}List`, `${domain}Get`, ... in the one API. They live
// here, not in the features, because other features pick from these lists (an office picks an
// area, a user a role and an office, the add-details modal a voter group) and a feature never
// reaches into another feature. A domain no other feature picks from injects its own endpoints
// with crudDomain (crudDomain.ts) and adds nothing here.
import { baseApi } from './baseApi';
import { crudEndpoints, crudHooks, prefixed } from './crudEndpoints';
import { AreaApi, type Area } from '../../shared/api/areas';
import { CandidateApi, type Candidate } from '../../shared/api/candidates';
import { ReligionApi, ReligionCategoryApi, RoleApi, type Named, type Role } from '../../shared/api/masters';
import { OfficeApi, type Office } from '../../shared/api/offices';
import { VoterGroupApi, type VoterGroup } from '../../shared/api/voterGroups';
import { TeamApi, type Team } from '../../shared/api/teams';
import { VehicleApi, type Vehicle } from '../../shared/api/vehicles';
import { EventApi, type CampaignEvent } from '../../shared/api/events';
import { SubTaskApi, TaskApi, type SubTask, type Task } from '../../shared/api/tasks';
import { VehicleRequestApi, type VehicleRequest } from '../../shared/api/vehicleRequests';
import { ResourceApi, ResourceTypeApi, type Resource } from '../../shared/api/resources';
import { SocialPostApi, type SocialPost } from '../../shared/api/socialPosts';
import { StockApi, type StockTransaction } from '../../shared/api/stock';
import { SurveyApi, SurveyCategoryApi, SurveyQuestionApi, type Survey, type SurveyCategory, type SurveyQuestion } from '../../shared/api/surveys';

export const crudApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    ...prefixed('area', crudEndpoints<Area, typeof AreaApi>(build, AreaApi, 'Area')),
    ...prefixed('candidate', crudEndpoints<Candidate, typeof CandidateApi>(build, CandidateApi, 'Candidate')),
    ...prefixed('event', crudEndpoints<CampaignEvent, typeof EventApi>(build, EventApi, 'Event')),
    ...prefixed('office', crudEndpoints<Office, typeof OfficeApi>(build, OfficeApi, 'Office')),
    ...prefixed('religion', crudEndpoints<Named, typeof ReligionApi>(build, ReligionApi, 'Religion')),
    ...prefixed('religionCategory', crudEndpoints<Named, typeof ReligionCategoryApi>(build, ReligionCategoryApi, 'ReligionCategory')),
    ...prefixed('resource', crudEndpoints<Resource, typeof ResourceApi>(build, ResourceApi, 'Resource')),
    ...prefixed('resourceType', crudEndpoints<Named, typeof ResourceTypeApi>(build, ResourceTypeApi, 'ResourceType', ['Resource'])),
    ...prefixed('role', crudEndpoints<Role, typeof RoleApi>(build, RoleApi, 'Role')),
    ...prefixed('socialPost', crudEndpoints<SocialPost, typeof SocialPostApi>(build, SocialPostApi, 'SocialPost')),
    ...prefixed('stock', crudEndpoints<StockTransaction, typeof StockApi>(build, StockApi, 'Stock')),
    ...prefixed('subTask', crudEndpoints<SubTask, typeof SubTaskApi>(build, SubTaskApi, 'SubTask', ['Task'])),
    ...prefixed('survey', crudEndpoints<Survey, typeof SurveyApi>(build, SurveyApi, 'Survey')),
    // the questions' and surveys' lists show a category's name
    ...prefixed('surveyCategory', crudEndpoints<SurveyCategory, typeof SurveyCategoryApi>(build, SurveyCategoryApi, 'SurveyCategory', ['SurveyQuestion'])),
    ...prefixed('surveyQuestion', crudEndpoints<SurveyQuestion, typeof SurveyQuestionApi>(build, SurveyQuestionApi, 'SurveyQuestion')),
    ...prefixed('task', crudEndpoints<Task, typeof TaskApi>(build, TaskApi, 'Task', ['Dashboard'])),
    ...prefixed('team', crudEndpoints<Team, typeof TeamApi>(build, TeamApi, 'Team')),
    ...prefixed('vehicle', crudEndpoints<Vehicle, typeof VehicleApi>(build, VehicleApi, 'Vehicle')),
    ...prefixed('vehicleRequest', crudEndpoints<VehicleRequest, typeof VehicleRequestApi>(build, VehicleRequestApi, 'VehicleRequest')),
    ...prefixed('voterGroup', crudEndpoints<VoterGroup, typeof VoterGroupApi>(build, VoterGroupApi, 'VoterGroup')),
  }),
});

const e = crudApi.endpoints;
export const areaApi = crudHooks(e.areaList, e.areaGet, e.areaAdd, e.areaUpdate, e.areaRemove);
export const candidateApi = crudHooks(e.candidateList, e.candidateGet, e.candidateAdd, e.candidateUpdate, e.candidateRemove);
export const officeApi = crudHooks(e.officeList, e.officeGet, e.officeAdd, e.officeUpdate, e.officeRemove);
export const religionApi = crudHooks(e.religionList, e.religionGet, e.religionAdd, e.religionUpdate, e.religionRemove);
export const religionCategoryApi = crudHooks(
  e.religionCategoryList,
  e.religionCategoryGet,
  e.religionCategoryAdd,
  e.religionCategoryUpdate,
  e.religionCategoryRemove,
);
export const resourceApi = crudHooks(e.resourceList, e.resourceGet, e.resourceAdd, e.resourceUpdate, e.resourceRemove);
export const resourceTypeApi = crudHooks(e.resourceTypeList, e.resourceTypeGet, e.resourceTypeAdd, e.resourceTypeUpdate, e.resourceTypeRemove);
export const socialPostApi = crudHooks(e.socialPostList, e.socialPostGet, e.socialPostAdd, e.socialPostUpdate, e.socialPostRemove);
export const stockApi = crudHooks(e.stockList, e.stockGet, e.stockAdd, e.stockUpdate, e.stockRemove);
export const roleApi = crudHooks(e.roleList, e.roleGet, e.roleAdd, e.roleUpdate, e.roleRemove);
export const voterGroupApi = crudHooks(e.voterGroupList, e.voterGroupGet, e.voterGroupAdd, e.voterGroupUpdate, e.voterGroupRemove);
export const teamApi = crudHooks(e.teamList, e.teamGet, e.teamAdd, e.teamUpdate, e.teamRemove);
export const vehicleApi = crudHooks(e.vehicleList, e.vehicleGet, e.vehicleAdd, e.vehicleUpdate, e.vehicleRemove);
export const eventApi = crudHooks(e.eventList, e.eventGet, e.eventAdd, e.eventUpdate, e.eventRemove);
export const surveyApi = crudHooks(e.surveyList, e.surveyGet, e.surveyAdd, e.surveyUpdate, e.surveyRemove);
export const surveyCategoryApi = crudHooks(e.surveyCategoryList, e.surveyCategoryGet, e.surveyCategoryAdd, e.surveyCategoryUpdate, e.surveyCategoryRemove);
export const surveyQuestionApi = crudHooks(e.surveyQuestionList, e.surveyQuestionGet, e.surveyQuestionAdd, e.surveyQuestionUpdate, e.surveyQuestionRemove);
export const taskApi = crudHooks(e.taskList, e.taskGet, e.taskAdd, e.taskUpdate, e.taskRemove);
export const subTaskApi = crudHooks(e.subTaskList, e.subTaskGet, e.subTaskAdd, e.subTaskUpdate, e.subTaskRemove);
export const vehicleRequestApi = crudHooks(e.vehicleRequestList, e.vehicleRequestGet, e.vehicleRequestAdd, e.vehicleRequestUpdate, e.vehicleRequestRemove);
