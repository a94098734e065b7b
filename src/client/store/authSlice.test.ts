import reducer, { initialAuth, isOnboarding, signedIn, signedOut, stepChanged, type LoginAnswer } from './authSlice';

const answer: LoginAnswer = {
  accessToken: 'tok-1',
  configData: [
    { name: 'phone_visibility', value: '1' },
    { name: 'organization_full_name', value: 'Amravati Jan Seva Sangh' },
    { name: 'default_acno', value: '38' },
  ],
  user: {
    id: 7,
    type: 1,
    installation_type: 1,
    candidate_id: 9,
    org_id: 5,
    steps: 2,
    f_name: 'Ramesh',
    l_name: 'Deshmukh',
    email: 'admin@demo.local',
    role_id: null,
    role_name: null,
    modules: ['Dashboard'],
    tenant: { id: 5, admin_id: 7 },
  },
};

describe('authSlice', () => {
  test('signedIn stores the values behind the spec storage keys', () => {
    const s = reducer(initialAuth, signedIn(answer));
    expect(s).toMatchObject({
      token: 'tok-1',
      tenantId: 5,
      installation_type: 1,
      steps: 2,
      admin_id: 7,
      defaultacno: 38,
      orgId: 5,
      candidateId: 9,
      type: 1,
      phone_visibility: 1,
      organization_full_name: 'Amravati Jan Seva Sangh',
    });
    expect(s.user?.f_name).toBe('Ramesh');
  });

  test('signedIn without a default acno or candidate keeps them empty', () => {
    const s = reducer(initialAuth, signedIn({ ...answer, configData: [{ name: 'default_acno', value: '' }], user: { ...answer.user, candidate_id: null } }));
    expect(s.defaultacno).toBeNull();
    expect(s.candidateId).toBeNull();
    expect(s.phone_visibility).toBe(0);
  });

  test('stepChanged moves the step (and the candidate when given)', () => {
    let s = reducer(reducer(initialAuth, signedIn(answer)), stepChanged({ steps: 3 }));
    expect(s.steps).toBe(3);
    expect(s.user?.steps).toBe(3);
    expect(s.candidateId).toBe(9);
    s = reducer(s, stepChanged({ steps: 4, candidateId: 12 }));
    expect(s.steps).toBe(4);
    expect(s.candidateId).toBe(12);
  });

  test('signedOut forgets everything', () => {
    expect(reducer(reducer(initialAuth, signedIn(answer)), signedOut())).toEqual(initialAuth);
  });

  test('isOnboarding is true only for steps 1 to 3', () => {
    expect([null, 0, 1, 2, 3, 4, 5].map((n) => isOnboarding(n))).toEqual([false, false, true, true, true, false, false]);
  });
});
