import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SiteInfo } from '../../shared/schemas/site-info';
import { apiRequest } from './api-client';

/** Until /api/site-info answers (or if it cannot): no address, no law named. */
export const NO_SITE_INFO: SiteInfo = {
  support_email: null,
  legal: { jurisdiction: null, arbitration_body: null },
  first_account_becomes_operator: false,
};

/** GET /api/site-info: the operator's support address and legal settings, fixed for the visit. */
export const siteInfoQuery = () =>
  queryOptions({
    queryKey: ['site-info'],
    queryFn: () => apiRequest<SiteInfo>('/site-info'),
    staleTime: Infinity,
  });

/** The operator's settings the help, legal and contact pages show. */
export const useSiteInfo = (): SiteInfo => useQuery(siteInfoQuery()).data ?? NO_SITE_INFO;
