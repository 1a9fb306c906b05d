import { TextField } from '#web/components/text-field';

/** The four pieces of one location as the form holds them. */
export interface LocationDraft {
  street: string;
  intersection: string;
  city: string;
  state: string;
}

export const emptyLocation = (): LocationDraft => ({ street: '', intersection: '', city: '', state: '' });

function LocationFields({
  title,
  hint,
  value,
  onChange,
  required,
}: {
  title: string;
  hint?: string;
  value: LocationDraft;
  onChange(value: LocationDraft): void;
  required: boolean;
}) {
  const set = (key: keyof LocationDraft) => (v: string) => onChange({ ...value, [key]: v });
  return (
    <fieldset className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4">
      <legend className="px-1 font-medium">{title}</legend>
      {hint && <p className="text-sm text-slate-600">{hint}</p>}
      <TextField
        label="Street address"
        value={value.street}
        onChange={set('street')}
        required={required}
        autoComplete="street-address"
      />
      <TextField
        label="Main intersection (optional)"
        value={value.intersection}
        onChange={set('intersection')}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label="City"
          value={value.city}
          onChange={set('city')}
          required={required}
          maxLength={120}
        />
        <TextField
          label="Province/State"
          value={value.state}
          onChange={set('state')}
          required={required}
          maxLength={120}
        />
      </div>
    </fieldset>
  );
}

/** Step 3: the primary location (required) and an optional secondary one. */
export function LocationStep({
  primary,
  secondary,
  onPrimary,
  onSecondary,
}: {
  primary: LocationDraft;
  secondary: LocationDraft;
  onPrimary(value: LocationDraft): void;
  onSecondary(value: LocationDraft): void;
}) {
  return (
    <div className="flex flex-col gap-4">
      <LocationFields title="Primary Location" value={primary} onChange={onPrimary} required />
      <LocationFields
        title="Secondary Location"
        hint="Optional: a work, family or vacation home."
        value={secondary}
        onChange={onSecondary}
        required={false}
      />
    </div>
  );
}
