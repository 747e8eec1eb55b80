import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  RecogniserTestResultSchema,
  SpeechSettingsInput,
  SpeechSettingsView,
  VoiceTestResultSchema,
} from '../../../../shared/schemas/admin-settings';
import { apiRequest } from '../../../lib/api-client';

export type VoiceTestResult = z.infer<typeof VoiceTestResultSchema>;
export type RecogniserTestResult = z.infer<typeof RecogniserTestResultSchema>;

const path = '/admin/settings/speech';

export const speechSettingsQuery = () =>
  queryOptions({
    queryKey: ['admin', 'speech-settings'],
    queryFn: ({ signal }) => apiRequest<SpeechSettingsView>(path, { signal }),
  });

export const useSpeechSettings = () => useQuery(speechSettingsQuery());

export const saveSpeechSettings = (body: SpeechSettingsInput) =>
  apiRequest<SpeechSettingsView>(path, { method: 'PUT', body });

/** The voice the form describes speaks a sample in each language the agents use. */
export const testVoice = (body: SpeechSettingsInput['tts']) =>
  apiRequest<VoiceTestResult>(`${path}/test-voice`, { method: 'POST', body });

/** The recogniser the form describes transcribes the built-in recording of each language. */
export const testRecogniser = (body: SpeechSettingsInput['stt']) =>
  apiRequest<RecogniserTestResult>(`${path}/test-recogniser`, { method: 'POST', body });

export function useSaveSpeechSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSpeechSettings,
    onSuccess: (saved) => queryClient.setQueryData(speechSettingsQuery().queryKey, saved),
  });
}
