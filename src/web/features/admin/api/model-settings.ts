import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ModelSettingsInput,
  ModelSettingsView,
  ModelTestResult,
} from '../../../../shared/schemas/admin-settings';
import { apiRequest } from '../../../lib/api-client';

const path = '/admin/settings/model';

export const modelSettingsQuery = () =>
  queryOptions({
    queryKey: ['admin', 'model-settings'],
    queryFn: ({ signal }) => apiRequest<ModelSettingsView>(path, { signal }),
  });

export const useModelSettings = (enabled = true) => useQuery({ ...modelSettingsQuery(), enabled });

export const saveModelSettings = (body: ModelSettingsInput) =>
  apiRequest<ModelSettingsView>(path, { method: 'PUT', body });

/** One real request to the model the form describes, saved or not. */
export const testModelSettings = (body: ModelSettingsInput) =>
  apiRequest<ModelTestResult>(`${path}/test`, { method: 'POST', body });

/** The model ids the server behind the form's address offers. */
export const listModels = (body: Pick<ModelSettingsInput, 'provider' | 'base_url' | 'api_key'>) =>
  apiRequest<{ models: string[] }>(`${path}/models`, { method: 'POST', body });

export function useSaveModelSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveModelSettings,
    onSuccess: (saved) => queryClient.setQueryData(modelSettingsQuery().queryKey, saved),
  });
}
