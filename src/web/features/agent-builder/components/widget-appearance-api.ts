import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  SavedWidgetAppearance,
  WidgetAppearance,
  WidgetPreviewResponse,
} from '../../../../shared/schemas/widget-appearance';
import { apiRequest } from '../../../lib/api-client';

const path = (agentId: string, what: 'widget-appearance' | 'widget-avatar') =>
  `/agents/${encodeURIComponent(agentId)}/${what}`;

export const widgetAppearanceQuery = (agentId: string) =>
  queryOptions({
    queryKey: ['agents', agentId, 'widget-appearance'],
    queryFn: ({ signal }) =>
      apiRequest<SavedWidgetAppearance>(path(agentId, 'widget-appearance'), { signal }),
  });

export const useWidgetAppearance = (agentId: string) => useQuery(widgetAppearanceQuery(agentId));

export const saveWidgetAppearance = (agentId: string, appearance: WidgetAppearance) =>
  apiRequest<SavedWidgetAppearance>(path(agentId, 'widget-appearance'), {
    method: 'PUT',
    body: appearance,
  });

export function uploadWidgetAvatar(agentId: string, image: File) {
  const form = new FormData();
  form.append('image', image);
  return apiRequest<SavedWidgetAppearance>(path(agentId, 'widget-avatar'), {
    method: 'POST',
    body: form,
  });
}

export const deleteWidgetAvatar = (agentId: string) =>
  apiRequest<SavedWidgetAppearance>(path(agentId, 'widget-avatar'), { method: 'DELETE' });

/** A preview token for the unsaved settings: the real loader runs with it in the preview box. */
export const openWidgetPreview = (
  agentId: string,
  appearance: WidgetAppearance,
  signal?: AbortSignal,
) =>
  apiRequest<WidgetPreviewResponse>(`/widget/preview/${encodeURIComponent(agentId)}`, {
    method: 'POST',
    body: appearance,
    signal,
  });
