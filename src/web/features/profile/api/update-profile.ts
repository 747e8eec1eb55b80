import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ProfileInput, ProfileSavedSchema } from '../../../../shared/schemas/profile';
import { apiRequest } from '../../../lib/api-client';
import { profileQuery } from './get-profile';

export type ProfileSaved = z.infer<typeof ProfileSavedSchema>;

/** Saves everything but the e-mail; answers with the message and the profile as stored. */
export function updateProfile(body: ProfileInput) {
  return apiRequest<ProfileSaved>('/profile', { method: 'PUT', body });
}

/** Saves, then puts the stored profile in the cache so the page needs no reload. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (saved) => {
      queryClient.setQueryData(profileQuery().queryKey, saved.profile);
    },
  });
}
