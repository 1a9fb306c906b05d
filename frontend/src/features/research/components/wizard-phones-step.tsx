import { Plus, X } from 'lucide-react';
import { useId } from 'react';
import { Button } from '#web/components/button';

type Props = {
  phones: string[];
  draft: string;
  onDraftChange: (draft: string) => void;
  onPhonesChange: (phones: string[]) => void;
};

/** Adds the draft to the list unless it is blank or already listed; returns the new list. */
export function addPhone(phones: readonly string[], draft: string): string[] {
  const phone = draft.trim();
  return phone === '' || phones.includes(phone) ? [...phones] : [...phones, phone];
}

/** Step 2 "What to Ask", its phone part: numbers added one at a time with Add or Enter; blanks are ignored. */
export function WizardPhonesStep({ phones, draft, onDraftChange, onPhonesChange }: Props) {
  const id = useId();
  const add = () => {
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
          placeholder="+1 555 123 4567"
          onChange={(e) => onDraftChange(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
          className="min-w-0 flex-1 rounded-lg border border-slate-300 p-2 text-sm"
        />
        <Button variant="secondary" onClick={add}>
          <Plus aria-hidden="true" className="size-4" />
          Add
        </Button>
      </div>
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
