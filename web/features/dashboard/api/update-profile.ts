import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { TUpdateProfileRequest } from '#shared/schemas/account.js';
import { type TUser, ZUserResponse } from '#shared/schemas/user.js';
import { sendWithProgress } from '#web/lib/send-with-progress.js';

// docs/spec/student-side.md §7: PUT /profile with the profile fields and optional files as base64 -> {user}.
export async function updateProfile(
  body: TUpdateProfileRequest,
  { onProgress }: { onProgress?: (percent: number) => void } = {},
): Promise<TUser> {
  return (await sendWithProgress('/profile', { method: 'PUT', body, onProgress, schema: ZUserResponse })).user;
}

type UseUpdateProfileOptions = {
  mutationConfig?: Omit<UseMutationOptions<TUser, Error, TUpdateProfileRequest>, 'mutationFn'>;
};

/** The mutation plus the upload progress of the request in flight (0-100, null when idle). */
export function useUpdateProfile({ mutationConfig }: UseUpdateProfileOptions = {}) {
  const [progress, setProgress] = useState<number | null>(null);
  const mutation = useMutation({
    ...mutationConfig,
    mutationFn: (body: TUpdateProfileRequest) => {
      setProgress(0);
      return updateProfile(body, { onProgress: setProgress });
    },
    onSettled: (...args) => {
      setProgress(null);
      return mutationConfig?.onSettled?.(...args);
    },
  });
  return { ...mutation, progress };
}
