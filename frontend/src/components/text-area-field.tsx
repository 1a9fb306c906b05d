import { useId } from 'react';

/** A labelled textarea with a character counter (`length/maxLength`) and an error under it; the counter and the error describe the field. */
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
        aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`}
        onChange={(e) => onChange(e.target.value)}
        className="w-full rounded-lg border border-slate-300 p-2 text-sm"
      />
      <p id={`${id}-count`} className="text-right text-xs text-slate-500">
        {value.length}/{maxLength}
      </p>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
