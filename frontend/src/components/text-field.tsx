import { useId } from 'react';

/** A labelled text input with an optional hint and error, as onboarding and settings use it. */
export function TextField({
  label,
  value,
  onChange,
  hint,
  placeholder,
  required = false,
  readOnly = false,
  error,
  maxLength = 200,
  autoComplete,
}: {
  label: string;
  value: string;
  onChange?(value: string): void;
  hint?: string;
  placeholder?: string;
  required?: boolean;
  readOnly?: boolean;
  error?: string | null;
  maxLength?: number;
  autoComplete?: string;
}) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      <input
        id={id}
        value={value}
        onChange={(e) => onChange?.(e.target.value)}
        placeholder={placeholder}
        required={required}
        readOnly={readOnly}
        maxLength={maxLength}
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className="rounded-lg border border-slate-300 px-3 py-2 text-base focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 read-only:bg-slate-100 read-only:text-slate-600"
      />
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
