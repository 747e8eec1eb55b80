import type { RouteCase } from './authorization-routes';

/** The billing routes a person uses on /billing: theirs alone, never a key's or a visitor's. */
export const billingAuthorizationRoutes = (): RouteCase[] => [
  {
    method: 'GET',
    path: '/api/plans',
    url: () => '/api/plans',
    expected: { visitor: 200, stranger: 200, owner: 200 },
  },
  {
    method: 'GET',
    path: '/api/subscription',
    url: () => '/api/subscription',
    expected: { visitor: 401, stranger: 200, owner: 200 },
  },
  {
    method: 'POST',
    path: '/api/cancel-subscription',
    url: () => '/api/cancel-subscription',
    expected: { visitor: 401, stranger: 409, owner: 409 },
  },
  {
    method: 'POST',
    path: '/api/resume-subscription',
    url: () => '/api/resume-subscription',
    expected: { visitor: 401, stranger: 409, owner: 409 },
  },
  {
    method: 'GET',
    path: '/api/billing-info',
    url: () => '/api/billing-info',
    expected: { visitor: 401, stranger: 200, owner: 200 },
  },
  {
    method: 'POST',
    path: '/api/billing-info',
    url: () => '/api/billing-info',
    payload: () => ({ name: 'Acme', country: 'DE', fiscal_number: 'DE136695976' }),
    expected: { visitor: 401, stranger: 200, owner: 200 },
  },
  {
    method: 'GET',
    path: '/api/invoices',
    url: () => '/api/invoices',
    expected: { visitor: 401, stranger: 200, owner: 200 },
  },
  {
    method: 'GET',
    path: '/api/invoices/{id}/pdf',
    url: () => '/api/invoices/00000000-0000-4000-8000-000000000000/pdf',
    expected: { visitor: 401, stranger: 404, owner: 404 },
  },
  {
    method: 'POST',
    path: '/api/create-checkout-session',
    url: () => '/api/create-checkout-session',
    payload: () => ({
      price_id: 'pro',
      success_url: 'http://localhost:3000/billing?payment=success',
      cancel_url: 'http://localhost:3000/billing?payment=cancelled',
    }),
    // No Stripe in the matrix: nothing is sold online, and people are told so.
    expected: { visitor: 401, stranger: 409, owner: 409 },
  },
  {
    method: 'GET',
    path: '/api/checkout-sessions/{id}',
    url: () => '/api/checkout-sessions/00000000-0000-4000-8000-000000000000',
    // Only the account that opened a checkout learns how it went; nobody learns of others'.
    expected: { visitor: 401, stranger: 404, owner: 404 },
  },
  {
    method: 'POST',
    path: '/api/stripe/webhook',
    url: () => '/api/stripe/webhook',
    payload: () => ({ id: 'evt_matrix' }),
    expected: { visitor: 404, stranger: 404, owner: 404 },
  },
];
