import { useId, useState } from 'react';
import { textCutMessage } from '#shared/domain/validation-messages';

/**
 * A labelled textarea with a character counter (`length/maxLength`) and an error under it; the
 * counter and the error describe the field. A paste that does not fit is cut at `maxLength` and
 * says so while the text stays full.
 */
export function TextAreaField({
  label,
  value,
  onChange,
  maxLength,
  rows = 4,
  error,
}: {
  label: string;
  value: string;
  onChange(value: string): void;
  maxLength: number;
  rows?: number;
  error?: string | null;
}) {
  const id = useId();
  const [cut, setCut] = useState(false);
  const showCut = cut && value.length >= maxLength;
  const describedBy = [`${id}-count`, showCut && `${id}-cut`, error && `${id}-error`].filter(Boolean);
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <textarea
        id={id}
        value={value}
        rows={rows}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy.join(' ')}
        onPaste={(e) => {
          const { selectionStart, selectionEnd } = e.currentTarget;
          const kept = value.length - (selectionEnd - selectionStart);
          setCut(kept + e.clipboardData.getData('text').length > maxLength);
        }}
        onChange={(e) => onChange(e.target.value)}
        className="w-full rounded-lg border border-slate-300 p-2 text-sm"
      />
      <p id={`${id}-count`} className="text-right text-xs text-slate-500">
        {value.length}/{maxLength}
      </p>
      {showCut && (
        <p id={`${id}-cut`} role="status" className="text-sm text-amber-800">
          {textCutMessage(maxLength)}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
