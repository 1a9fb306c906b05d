import { Trash2 } from 'lucide-react';
import { validateChildYears } from '#shared/domain/validation';
import { CHILD_AGE_MAX, CHILD_AGE_MIN } from '#shared/domain/validation-messages';
import type { ChildDraft } from '../api/onboarding';
import { GenderSelect } from './gender-select';

const inputClass =
  'rounded-lg border border-slate-300 px-3 py-2 text-base font-normal focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30';

/** One child: name, age and gender, with a delete button. */
export function ChildCard({
  index,
  child,
  onChange,
  onRemove,
}: {
  index: number;
  child: ChildDraft;
  onChange(child: ChildDraft): void;
  onRemove(): void;
}) {
  const id = `child-${child.key}`;
  const ageError = validateChildYears(child.age);
  return (
    <fieldset aria-labelledby={`${id}-title`} className="rounded-xl border border-slate-200 p-4">
      <div className="flex items-center justify-between">
        <span id={`${id}-title`} className="font-medium">
          Child {index + 1}
        </span>
        <button
          type="button"
          onClick={onRemove}
          aria-label={`Remove child ${index + 1}`}
          className="rounded-lg p-2 text-slate-500 hover:bg-red-50 hover:text-red-600"
        >
          <Trash2 aria-hidden="true" className="size-4" />
        </button>
      </div>
      <div className="mt-2 grid gap-3 sm:grid-cols-3">
        <label
          htmlFor={`${id}-name`}
          className="flex flex-col gap-1 text-sm font-medium text-slate-700 sm:col-span-3"
        >
          Name
          <input
            id={`${id}-name`}
            value={child.name}
            maxLength={120}
            onChange={(e) => onChange({ ...child, name: e.target.value })}
            className={inputClass}
          />
        </label>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-age`} className="text-sm font-medium text-slate-700">
            Age
          </label>
          <input
            id={`${id}-age`}
            type="number"
            min={CHILD_AGE_MIN}
            max={CHILD_AGE_MAX}
            value={child.age ?? ''}
            onChange={(e) =>
              onChange({ ...child, age: e.target.value === '' ? null : Number(e.target.value) })
            }
            aria-invalid={ageError ? true : undefined}
            aria-describedby={ageError ? `${id}-age-error` : undefined}
            className={inputClass}
          />
          {ageError && (
            <p id={`${id}-age-error`} role="alert" className="text-sm text-red-600">
              {ageError}
            </p>
          )}
        </div>
        <label
          htmlFor={`${id}-gender`}
          className="flex flex-col gap-1 text-sm font-medium text-slate-700 sm:col-span-2"
        >
          Gender (optional)
          <GenderSelect
            id={`${id}-gender`}
            value={child.gender}
            onChange={(gender) => onChange({ ...child, gender })}
          />
        </label>
      </div>
    </fieldset>
  );
}
