import { Plus, X } from 'lucide-react';
import { useId } from 'react';
import { phoneProblem } from '#shared/domain/phone';
import { Button } from '#web/components/button';

/** An example number the phone rule accepts, shown in the empty field. */
const EXAMPLE_PHONE = '+1 416 555 0100';

type Props = {
  phones: string[];
  draft: string;
  /** Why the typed number cannot be added, shown under the field; null when there is nothing to say. */
  error: string | null;
  onDraftChange: (draft: string) => void;
  onErrorChange: (error: string | null) => void;
  onPhonesChange: (phones: string[]) => void;
};

/** Adds the draft to the list unless it is blank or already listed; returns the new list. */
export function addPhone(phones: readonly string[], draft: string): string[] {
  const phone = draft.trim();
  return phone === '' || phones.includes(phone) ? [...phones] : [...phones, phone];
}

/**
 * Why the typed number cannot be called, by the rule the server checks numbers with; null when it
 * can, or when nothing is typed (a blank field adds nothing).
 */
export const draftPhoneProblem = (draft: string) => (draft.trim() === '' ? null : phoneProblem(draft));

/**
 * Step 2 "What to Ask", its phone part: numbers added one at a time with Add or Enter; blanks are
 * ignored, and a number that cannot be called stays in the field with the reason under it.
 */
export function WizardPhonesStep({
  phones,
  draft,
  error,
  onDraftChange,
  onErrorChange,
  onPhonesChange,
}: Props) {
  const id = useId();
  const errorId = `${id}-phone-error`;
  const add = () => {
    const problem = draftPhoneProblem(draft);
    onErrorChange(problem);
    if (problem) return;
    onPhonesChange(addPhone(phones, draft));
    onDraftChange('');
  };
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-slate-600">Add the numbers of the businesses to call (optional).</p>
      <div className="flex gap-2">
        <label htmlFor={`${id}-phone`} className="sr-only">
          Phone number
        </label>
        <input
          id={`${id}-phone`}
          type="tel"
          value={draft}
          maxLength={40}
          placeholder={EXAMPLE_PHONE}
          aria-invalid={error !== null}
          aria-describedby={error ? errorId : undefined}
          onChange={(e) => {
            onDraftChange(e.target.value);
            // An error shown stays only while the number is still wrong.
            if (error) onErrorChange(draftPhoneProblem(e.target.value));
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
          className={`min-w-0 flex-1 rounded-lg border p-2 text-sm ${error ? 'border-red-600' : 'border-slate-300'}`}
        />
        <Button variant="secondary" onClick={add}>
          <Plus aria-hidden="true" className="size-4" />
          Add
        </Button>
      </div>
      {error && (
        <p id={errorId} role="alert" className="-mt-2 text-sm text-red-700">
          {error}
        </p>
      )}
      {phones.length > 0 && (
        <ul aria-label="Phone numbers" className="flex flex-col gap-1">
          {phones.map((phone, index) => (
            <li
              key={phone}
              className="flex items-center justify-between rounded-lg bg-slate-100 px-3 py-1.5 text-sm"
            >
              {phone}
              <button
                type="button"
                aria-label={`Remove ${phone}`}
                onClick={() => onPhonesChange(phones.filter((_, i) => i !== index))}
                className="rounded p-1 text-slate-500 hover:bg-slate-200"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
