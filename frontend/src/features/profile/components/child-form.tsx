import { type FormEvent, useId, useState } from 'react';
import type { Child } from '#shared/contracts/users';
import { CHILD_GENDERS, validateChild } from '#shared/domain/validation';
import { CHILD_AGE_MAX, CHILD_MESSAGES } from '#shared/domain/validation-messages';
import { Button } from '#web/components/button';
import { errorMessage } from '#web/lib/api-client';
import type { ChildSave } from '../api/children';

const field =
  'w-full min-w-0 rounded-lg border border-slate-300 px-3 py-2 text-base focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30';
const MONTHS = Array.from({ length: 12 }, (_, m) => String(m));
const label = 'flex min-w-0 flex-col gap-1 text-sm font-medium text-slate-700';

/** Add or edit one child: name, age in years and months, optional gender and needs. */
export function ChildForm({
  child,
  saving,
  error,
  onSave,
  onCancel,
}: {
  child?: Child;
  saving: boolean;
  error: unknown;
  onSave(save: ChildSave): void;
  onCancel(): void;
}) {
  const id = useId();
  const [name, setName] = useState(child?.name ?? '');
  const [years, setYears] = useState(child ? String(child.age) : '');
  const [months, setMonths] = useState(String(child?.ageMonths ?? 0));
  const [gender, setGender] = useState<string>(child?.gender ?? '');
  const [needs, setNeeds] = useState(child?.needs ?? '');
  const [invalid, setInvalid] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const draft = { name, age: years === '' ? null : Number(years), ageMonths: Number(months), gender };
    if (!validateChild(draft)) {
      setInvalid(name.trim() === '' ? CHILD_MESSAGES.nameRequired : CHILD_MESSAGES.age);
      return;
    }
    setInvalid(null);
    const chosen = CHILD_GENDERS.find((g) => g === gender);
    onSave({
      id: child?.id,
      body: {
        name: name.trim(),
        age: Number(years),
        ageMonths: Number(months),
        gender: chosen ?? (child ? null : undefined),
        needs: needs.trim(),
      },
    });
  };
  const problem =
    invalid ?? (error ? errorMessage(error, 'Could not save the child. Please try again.') : null);
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={child ? `Edit ${child.name}` : 'Add a child'}
      className="flex flex-col gap-3"
    >
      <label htmlFor={`${id}-name`} className={label}>
        Name
        <input
          id={`${id}-name`}
          className={field}
          value={name}
          maxLength={120}
          onChange={(e) => setName(e.target.value)}
        />
      </label>
      <div className="grid grid-cols-2 gap-3">
        <label htmlFor={`${id}-years`} className={label}>
          Age (years)
          <input
            id={`${id}-years`}
            className={field}
            type="number"
            inputMode="numeric"
            min={0}
            max={CHILD_AGE_MAX}
            value={years}
            onChange={(e) => setYears(e.target.value)}
          />
        </label>
        <label htmlFor={`${id}-months`} className={label}>
          and months
          <select
            id={`${id}-months`}
            className={field}
            value={months}
            onChange={(e) => setMonths(e.target.value)}
          >
            {MONTHS.map((m) => (
              <option key={m} value={m}>
                {m}
              </option>
            ))}
          </select>
        </label>
      </div>
      <label htmlFor={`${id}-gender`} className={label}>
        Gender (optional)
        <select
          id={`${id}-gender`}
          className={field}
          value={gender}
          onChange={(e) => setGender(e.target.value)}
        >
          <option value="">Prefer not to say</option>
          {CHILD_GENDERS.map((g) => (
            <option key={g} value={g}>
              {g[0]?.toUpperCase()}
              {g.slice(1)}
            </option>
          ))}
        </select>
      </label>
      <label htmlFor={`${id}-needs`} className={label}>
        Needs (optional)
        <textarea
          id={`${id}-needs`}
          className={field}
          rows={2}
          maxLength={300}
          placeholder="Allergies, special needs, anything a business should know"
          value={needs}
          onChange={(e) => setNeeds(e.target.value)}
        />
      </label>
      {problem && (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving...' : 'Save child'}
        </Button>
      </div>
    </form>
  );
}
