import type { ComponentType } from 'react';
import { createBrowserRouter, redirect } from 'react-router';
import { FirstScreenLoading } from './layout/first-screen-loading';
import { RootLayout } from './layout/root-layout';
import AgentListRoute from './routes/agent-list-route';

/** Turns a module's default export into a route's lazy Component: each screen is its own chunk. */
const page = (load: () => Promise<{ default: ComponentType }>) => async () => ({
  Component: (await load()).default,
});

export const router = createBrowserRouter([
  {
    Component: RootLayout,
    HydrateFallback: FirstScreenLoading,
    children: [
      { index: true, Component: AgentListRoute },
      { path: 'agents', Component: AgentListRoute },
      {
        path: 'agents/create',
        lazy: async () => ({
          Component: (await import('./routes/agent-builder-routes')).CreateAgentRoute,
        }),
      },
      {
        path: 'agents/:id/edit',
        lazy: async () => ({
          Component: (await import('./routes/agent-builder-routes')).EditAgentRoute,
        }),
      },
      { path: 'agents/:id/run', lazy: page(() => import('./routes/chat-route')) },
      // One route for the list and a conversation: the live stream stays open between them.
      { path: 'inbox/:id?', lazy: page(() => import('./routes/inbox-route')) },
      {
        path: 'service-agreement',
        lazy: page(() => import('../features/legal/service-agreement-page')),
      },
      { path: 'privacy-policy', lazy: page(() => import('../features/legal/privacy-policy-page')) },
      { path: 'help', lazy: page(() => import('../features/help/help-page')) },
      { path: 'help/:articleId', lazy: page(() => import('../features/help/help-article-page')) },
      { path: 'contact', lazy: page(() => import('./routes/contact-route')) },
      { path: 'profile', lazy: page(() => import('./routes/profile-route')) },
      { path: 'verify-email', lazy: page(() => import('./routes/verify-email-route')) },
      { path: 'reset-password', lazy: page(() => import('./routes/reset-password-route')) },
      {
        path: 'billing',
        lazy: async () => ({ Component: (await import('./routes/billing-routes')).BillingRoute }),
      },
      {
        path: 'invoices',
        lazy: async () => ({ Component: (await import('./routes/billing-routes')).InvoicesRoute }),
      },
      { path: 'core-framework', lazy: page(() => import('./routes/wizard-route')) },
      {
        // The operators' console: the route checks who is asking, each page is its own chunk.
        path: 'admin',
        lazy: page(() => import('./routes/admin-route')),
        children: [
          { index: true, loader: () => redirect('/admin/model') },
          { path: 'model', lazy: page(() => import('../features/admin/model/model-page')) },
          { path: 'speech', lazy: page(() => import('../features/admin/speech/speech-page')) },
          { path: 'mcp', lazy: page(() => import('../features/admin/mcp/mcp-servers-page')) },
          { path: 'people', lazy: page(() => import('../features/admin/people/people-page')) },
          {
            path: 'requests',
            lazy: page(() => import('../features/admin/requests/requests-page')),
          },
          { path: 'health', lazy: page(() => import('../features/admin/health/health-page')) },
          { path: 'log', lazy: page(() => import('../features/admin/log/log-page')) },
        ],
      },
      { path: '*', lazy: page(() => import('./routes/not-found-page')) },
    ],
  },
]);
