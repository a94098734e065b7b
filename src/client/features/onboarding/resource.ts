import { createElement, lazy } from 'react';
import type { RouteEntry } from '../../components/layout/routeEntry';
import type { StepForms } from './OnboardingPage';

/**
 * The onboarding route (screens). Its three step forms belong to the areas, offices and users
 * features; the registry hands them in, so this feature imports no other feature.
 * Public per screens; without a token the page only offers the way to /sign-in.
 */
export function onboardingRoutes(forms: StepForms): RouteEntry[] {
  const Page = lazy(async () => {
    const { default: OnboardingPage } = await import(/* webpackChunkName: "onboarding" */ './OnboardingPage');
    return { default: () => createElement(OnboardingPage, { forms }) };
  });
  return [{ path: '/installation/:step', element: Page, public: true, title: 'title.OnboardingPage' }];
}
