import type { RouteCase } from './authorization-routes';

/** What the wizard's rows need of the running test: a finished run of the owner's, fresh per call. */
export interface WizardMatrixFixture {
  /** A run of the owner's with every step answered and a plan written. */
  ownersWizardRun(): Promise<string>;
}

const run =
  (fixture: WizardMatrixFixture, tail = '') =>
  async () =>
    `/api/wizard-sessions/${await fixture.ownersWizardRun()}${tail}`;

/** The wizard: open to everyone to start; a signed-in founder's run is theirs alone. */
export const wizardAuthorizationRoutes = (fixture: WizardMatrixFixture): RouteCase[] => [
  {
    method: 'GET',
    path: '/api/wizards',
    url: () => '/api/wizards',
    expected: { visitor: 200, stranger: 200, owner: 200 },
  },
  {
    method: 'GET',
    path: '/api/wizards/{wizard_id}',
    url: () => '/api/wizards/business-setup',
    expected: { visitor: 200, stranger: 200, owner: 200 },
  },
  {
    method: 'POST',
    path: '/api/wizards/{wizard_id}/sessions',
    url: () => '/api/wizards/business-setup/sessions',
    expected: { visitor: 201, stranger: 201, owner: 201 },
  },
  {
    method: 'GET',
    path: '/api/wizard-sessions',
    url: () => '/api/wizard-sessions',
    expected: { visitor: 401, stranger: 200, owner: 200 },
  },
  {
    method: 'GET',
    path: '/api/wizard-sessions/{session_id}',
    url: run(fixture),
    expected: { visitor: 404, stranger: 404, owner: 200 },
  },
  {
    method: 'DELETE',
    path: '/api/wizard-sessions/{session_id}',
    url: run(fixture),
    expected: { visitor: 404, stranger: 404, owner: 204 },
  },
  {
    method: 'PUT',
    path: '/api/wizard-sessions/{session_id}/answers/{step_id}',
    url: run(fixture, '/answers/industry'),
    payload: () => ({ answer: 'Bakery' }),
    expected: { visitor: 404, stranger: 404, owner: 200 },
  },
  {
    method: 'PUT',
    path: '/api/wizard-sessions/{session_id}/progress',
    url: run(fixture, '/progress'),
    payload: () => ({ current_step: 'industry' }),
    expected: { visitor: 404, stranger: 404, owner: 200 },
  },
  {
    method: 'POST',
    path: '/api/wizard-sessions/{session_id}/claim',
    url: run(fixture, '/claim'),
    expected: { visitor: 401, stranger: 404, owner: 200 },
  },
  {
    method: 'POST',
    path: '/api/wizard-sessions/{session_id}/chat',
    url: run(fixture, '/chat'),
    payload: () => ({ message: 'What is an LLC?', step_id: 'business_type' }),
    expected: { visitor: 404, stranger: 404, owner: 200 },
  },
  {
    method: 'POST',
    path: '/api/wizard-sessions/{session_id}/chat/stream',
    url: run(fixture, '/chat/stream'),
    payload: () => ({ message: 'What is an LLC?', step_id: 'business_type' }),
    expected: { visitor: 404, stranger: 404, owner: 200 },
  },
  {
    method: 'POST',
    path: '/api/wizard-sessions/{session_id}/plan/stream',
    url: run(fixture, '/plan/stream'),
    expected: { visitor: 404, stranger: 404, owner: 200 },
  },
  {
    method: 'GET',
    path: '/api/wizard-sessions/{session_id}/plan.md',
    url: run(fixture, '/plan.md'),
    expected: { visitor: 404, stranger: 404, owner: 200 },
  },
  {
    method: 'GET',
    path: '/api/wizard-sessions/{session_id}/plan.pdf',
    url: run(fixture, '/plan.pdf'),
    expected: { visitor: 404, stranger: 404, owner: 200 },
  },
];
