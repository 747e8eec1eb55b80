import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WizardDefinition } from '../../../../shared/schemas/wizard';
import { apiRequest } from '../../../lib/api-client';

/** The seeded business-setup wizard. */
export const BUSINESS_SETUP_WIZARD = 'business-setup';

export const wizardQuery = (wizardId: string) =>
  queryOptions({
    queryKey: ['wizard', 'definition', wizardId],
    queryFn: ({ signal }) => apiRequest<WizardDefinition>(`/wizards/${wizardId}`, { signal }),
    staleTime: 10 * 60_000,
  });

export const useWizard = (wizardId: string) => useQuery(wizardQuery(wizardId));
