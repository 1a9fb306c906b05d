import { useId, useState } from 'react';
import type { Profile, UpdateProfileBody } from '#shared/contracts/users';
import { DISTANCE_UNITS, type DistanceUnit } from '#shared/domain/validation';
import { useSession } from '#web/lib/session';
import { useUpdateProfile } from '../api/update-profile';

const UNIT_NAMES: Record<DistanceUnit, string> = { mi: 'Miles', km: 'Kilometres' };

function Toggle({
  label,
  hint,
  checked,
  onChange,
}: {
  label: string;
  hint: string;
  checked: boolean;
  onChange(on: boolean): void;
}) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4">
      <div className="min-w-0">
        <p id={`${id}-label`} className="text-sm font-medium text-slate-800">
          {label}
        </p>
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-hint`}
        onClick={() => onChange(!checked)}
        className={`relative h-6 w-11 shrink-0 rounded-full transition ${checked ? 'bg-brand-700' : 'bg-slate-400'}`}
      >
        <span
          className={`absolute top-0.5 size-5 rounded-full bg-white transition-all ${checked ? 'left-5.5' : 'left-0.5'}`}
        />
      </button>
    </div>
  );
}

/** Saved at once: child-detail sharing on calls, distance unit, developer details. */
export function PreferencesSection({ profile }: { profile: Profile }) {
  const { setProfile } = useSession();
  const update = useUpdateProfile(profile.id);
  // What is being saved shows at once, in the same event (undone if the save fails).
  const [saving, setSaving] = useState<UpdateProfileBody>({});
  const save = (body: UpdateProfileBody) => {
    setSaving((current) => ({ ...current, ...body }));
    update.mutate(body, {
      onSuccess: setProfile,
      onError: () =>
        setSaving((current) => Object.fromEntries(Object.entries(current).filter(([key]) => !(key in body)))),
    });
  };
  const shown = { ...profile, ...saving };
  const unit = shown.distanceUnit ?? 'mi';
  return (
    <section
      aria-labelledby="preferences-title"
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-5"
    >
      <h2 id="preferences-title" className="text-lg font-semibold">
        Preferences
      </h2>
      <Toggle
        label="Share child details on calls"
        hint="When on, the assistant may tell businesses your children's ages and needs. New researches start with this choice."
        checked={shown.shareChildrenInfo === true}
        onChange={(shareChildrenInfo) => save({ shareChildrenInfo })}
      />
      <fieldset className="flex flex-col gap-1">
        <legend className="text-sm font-medium text-slate-800">Distance unit</legend>
        <div className="flex gap-4">
          {DISTANCE_UNITS.map((option) => (
            <label key={option} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="distance-unit"
                value={option}
                checked={unit === option}
                onChange={() => save({ distanceUnit: option })}
              />
              {UNIT_NAMES[option]}
            </label>
          ))}
        </div>
      </fieldset>
      <Toggle
        label="Developer mode"
        hint="Shows technical details, such as the raw JSON behind a new research."
        checked={shown.developerMode === true}
        onChange={(developerMode) => save({ developerMode })}
      />
      {update.isError && (
        <p role="alert" className="text-sm text-red-700">
          Your preference could not be saved. Please try again.
        </p>
      )}
    </section>
  );
}
