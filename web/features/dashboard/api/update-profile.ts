import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { TUpdateProfileRequest } from '../../../../shared/schemas/account.js';
import { type TUser, ZUserResponse } from '../../../../shared/schemas/user.js';
import { sendJsonWithProgress, type UploadProgress } from './send-json-with-progress.js';

// spec 000 §7: PUT /profile with the profile fields and optional files as base64 -> {user}.
export async function updateProfile(
  body: TUpdateProfileRequest,
  { onProgress }: { onProgress?: (progress: UploadProgress) => void } = {},
): Promise<TUser> {
  const data = await sendJsonWithProgress('/profile', { method: 'PUT', body, onProgress });
  return ZUserResponse.parse(data).user;
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
      return updateProfile(body, {
        onProgress: ({ loaded, total }) => setProgress(total > 0 ? Math.round((loaded / total) * 100) : 0),
      });
    },
    onSettled: (...args) => {
      setProgress(null);
      return mutationConfig?.onSettled?.(...args);
    },
  });
  return { ...mutation, progress };
}
