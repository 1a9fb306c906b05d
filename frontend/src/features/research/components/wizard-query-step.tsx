import { RadioGroup, Slider } from 'radix-ui';
import { useId } from 'react';
import { formatDistance, fromUnit, KM_PER_MILE, toUnit } from '#shared/domain/distance';
import type { DistanceUnit } from '#shared/domain/validation';
import { MAX_TEXT_LENGTH, RADIUS_MAX, RADIUS_MIN } from '#shared/domain/validation-messages';
import { TextAreaField } from '#web/components/text-area-field';

/** Which location the research searches around. */
export type LocationChoice = 'primary' | 'secondary' | 'custom';

/** Step 1 values of the wizard. */
export interface QueryStepValues {
  query: string;
  choice: LocationChoice;
  customLocation: string;
  radiusMiles: number;
}

type Props = {
  values: QueryStepValues;
  onChange: (patch: Partial<QueryStepValues>) => void;
  locations: { primary: string; secondary: string };
  unit: DistanceUnit;
  errors: { query?: string | null; location?: string | null };
};

const fieldError = (id: string, message?: string | null) =>
  message ? (
    <p id={id} role="alert" className="mt-1 text-sm text-red-700">
      {message}
    </p>
  ) : null;

/** Step 1 "New Research": the question (500-character counter), the location and the radius. */
export function WizardQueryStep({ values, onChange, locations, unit, errors }: Props) {
  const id = useId();
  const options: { value: LocationChoice; label: string; detail: string }[] = [
    ...(locations.primary
      ? [{ value: 'primary' as const, label: 'Primary location', detail: locations.primary }]
      : []),
    ...(locations.secondary
      ? [{ value: 'secondary' as const, label: 'Secondary location', detail: locations.secondary }]
      : []),
    { value: 'custom', label: 'Custom location', detail: '' },
  ];
  return (
    <div className="flex flex-col gap-5">
      <TextAreaField
        label="What do you want to research?"
        value={values.query}
        onChange={(query) => onChange({ query })}
        maxLength={MAX_TEXT_LENGTH}
        error={errors.query}
      />
      <fieldset>
        <legend className="mb-2 text-sm font-medium">Location</legend>
        <RadioGroup.Root
          value={values.choice}
          onValueChange={(choice) => onChange({ choice: choice as LocationChoice })}
          className="flex flex-col gap-2"
        >
          {options.map((option) => (
            <label
              key={option.value}
              htmlFor={`${id}-${option.value}`}
              className="flex cursor-pointer items-start gap-2 text-sm"
            >
              <RadioGroup.Item
                id={`${id}-${option.value}`}
                value={option.value}
                className="mt-0.5 flex size-4 shrink-0 items-center justify-center rounded-full border border-slate-400 data-[state=checked]:border-brand-600"
              >
                <RadioGroup.Indicator className="size-2 rounded-full bg-brand-600" />
              </RadioGroup.Item>
              <span>
                <span className="font-medium">{option.label}</span>
                {option.detail && <span className="block text-slate-600">{option.detail}</span>}
              </span>
            </label>
          ))}
        </RadioGroup.Root>
        {values.choice === 'custom' && (
          <input
            aria-label="Custom location"
            value={values.customLocation}
            placeholder="City, State or ZIP code"
            maxLength={200}
            onChange={(e) => onChange({ customLocation: e.target.value })}
            className="mt-2 w-full rounded-lg border border-slate-300 p-2 text-sm"
          />
        )}
        {fieldError(`${id}-location-error`, errors.location)}
      </fieldset>
      <div>
        <p id={`${id}-radius`} className="mb-2 text-sm font-medium">
          Search radius: {formatDistance(values.radiusMiles, unit)}
        </p>
        <Slider.Root
          min={toUnit(RADIUS_MIN, unit)}
          max={Math.floor(unit === 'km' ? RADIUS_MAX * KM_PER_MILE : RADIUS_MAX)}
          step={1}
          value={[toUnit(values.radiusMiles, unit)]}
          onValueChange={([picked]) =>
            onChange({ radiusMiles: picked === undefined ? values.radiusMiles : fromUnit(picked, unit) })
          }
          className="relative flex h-5 w-full touch-none items-center"
        >
          <Slider.Track className="relative h-1.5 grow rounded-full bg-slate-200">
            <Slider.Range className="absolute h-full rounded-full bg-brand-600" />
          </Slider.Track>
          <Slider.Thumb
            aria-label={`Search radius in ${unit === 'km' ? 'kilometres' : 'miles'}`}
            className="block size-5 rounded-full border-2 border-brand-600 bg-white shadow"
          />
        </Slider.Root>
      </div>
    </div>
  );
}
