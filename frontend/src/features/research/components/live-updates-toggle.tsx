import { Switch } from 'radix-ui';
import { useCallback, useId } from 'react';
import { useLiveUpdates } from '../api/get-live-updates';
import { useSaveLiveUpdates } from '../api/put-live-updates';

/** The research's live-updates preference (default on): loaded, shown and saved on every change. */
export function useLivePreference(userId: string, researchId: string) {
  const pref = useLiveUpdates(userId, researchId);
  const { mutate } = useSaveLiveUpdates();
  const set = useCallback(
    (enabled: boolean) => mutate({ userId, researchId, enabled }),
    [mutate, userId, researchId],
  );
  return { enabled: pref.data?.enabled ?? true, loaded: pref.isSuccess, set };
}

/** The On/Off switch; shown by the page only while the research is pending or in progress. */
export function LiveUpdatesToggle({
  enabled,
  onChange,
}: {
  enabled: boolean;
  onChange: (on: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label id={`${id}-label`} htmlFor={id} className="text-sm font-medium text-slate-700">
        Live updates
      </label>
      {/* Named by its label, never by the "on" value Radix gives the button for forms. */}
      <Switch.Root
        id={id}
        aria-labelledby={`${id}-label`}
        checked={enabled}
        onCheckedChange={onChange}
        className="relative h-6 w-11 rounded-full bg-slate-300 data-[state=checked]:bg-brand-600"
      >
        <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition data-[state=checked]:translate-x-[22px]" />
      </Switch.Root>
      <span aria-hidden="true" className="w-7 text-sm text-slate-600">
        {enabled ? 'On' : 'Off'}
      </span>
    </div>
  );
}
