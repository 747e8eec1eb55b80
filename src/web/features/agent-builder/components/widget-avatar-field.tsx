import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { WIDGET_AVATAR_MAX_BYTES } from '../../../../shared/schemas/widget-appearance';
import { Button } from '../../../components/ui/button';
import { errorSentence } from '../../../lib/error-sentence';
import { radioRow } from './widget-appearance-look';
import { deleteWidgetAvatar, uploadWidgetAvatar } from './widget-appearance-api';
import type { AppearanceFormValues } from './widget-appearance-values';

/** The panel's avatar: the agent's icon, or an image the owner uploads (sent at once). */
export function WidgetAvatarField({
  agentId,
  avatarUrl,
  onChanged,
}: {
  agentId: string;
  avatarUrl: string | null;
  onChanged: (avatarUrl: string | null) => void;
}) {
  const { register } = useFormContext<AppearanceFormValues>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const run = async (call: () => Promise<{ avatar_url: string | null }>) => {
    setBusy(true);
    setError(undefined);
    try {
      onChanged((await call()).avatar_url);
    } catch (failure) {
      setError(errorSentence(failure, 'The image could not be saved. Please try again.'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-800">Avatar</legend>
      <div className="mt-2 grid grid-cols-1 gap-2 sm:grid-cols-2">
        <label className={radioRow}>
          <input
            type="radio"
            {...register('avatar')}
            value="agent-icon"
            className="size-4 accent-brand-700"
          />
          The agent's icon (or its initial)
        </label>
        <label className={radioRow}>
          <input
            type="radio"
            {...register('avatar')}
            value="image"
            className="size-4 accent-brand-700"
          />
          An image I upload
        </label>
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        {avatarUrl && (
          <img
            src={avatarUrl}
            alt="The uploaded avatar"
            className="size-12 rounded-full object-cover"
          />
        )}
        <label className="text-sm text-slate-800">
          <span className="block font-medium">Upload an image</span>
          <input
            type="file"
            accept="image/png,image/jpeg,image/webp"
            disabled={busy}
            aria-describedby="widget-avatar-hint widget-avatar-error"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void run(() => uploadWidgetAvatar(agentId, file));
            }}
            className="mt-1 block text-sm"
          />
        </label>
        {avatarUrl && (
          <Button
            variant="secondary"
            size="sm"
            disabled={busy}
            onClick={() => void run(() => deleteWidgetAvatar(agentId))}
          >
            Remove image
          </Button>
        )}
      </div>
      <p id="widget-avatar-hint" className="mt-1 text-sm text-slate-600">
        PNG, JPEG or WebP, at most {WIDGET_AVATAR_MAX_BYTES / 1024} KB. Uploading saves it at once.
      </p>
      <p id="widget-avatar-error" role="alert" className="mt-1 text-sm text-red-700">
        {error}
      </p>
    </fieldset>
  );
}
