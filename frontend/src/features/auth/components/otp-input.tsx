import { type ClipboardEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';

const LENGTH = 6;
const empty = () => Array.from({ length: LENGTH }, () => '');

interface OtpInputProps {
  /** Called once all six boxes hold a digit. */
  onComplete(code: string): void;
  disabled?: boolean;
  /** Changing it clears the boxes and focuses the first one (after a failed attempt). */
  resetKey?: number;
}

/** Six single-digit boxes: type to advance, Backspace on an empty box goes back, paste fills. */
export function OtpInput({ onComplete, disabled = false, resetKey = 0 }: OtpInputProps) {
  const [digits, setDigits] = useState<string[]>(empty);
  const refs = useRef<(HTMLInputElement | null)[]>([]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: resetKey is the trigger
  useEffect(() => {
    setDigits(empty());
    refs.current[0]?.focus();
  }, [resetKey]);

  const update = (next: string[], focusIndex: number) => {
    setDigits(next);
    refs.current[Math.min(focusIndex, LENGTH - 1)]?.focus();
    if (next.every((d) => d !== '')) onComplete(next.join(''));
  };

  const onChange = (index: number, value: string) => {
    const digit = value.replace(/\D/g, '').slice(-1);
    if (value !== '' && digit === '') return;
    const next = [...digits];
    next[index] = digit;
    update(next, digit ? index + 1 : index);
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && digits[index] === '' && index > 0) {
      event.preventDefault();
      refs.current[index - 1]?.focus();
    }
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const pasted = event.clipboardData.getData('text').slice(0, LENGTH);
    if (!/^\d+$/.test(pasted)) return;
    const next = empty().map((_, i) => pasted[i] ?? '');
    update(next, pasted.length);
  };

  return (
    <fieldset className="flex min-w-0 justify-center gap-1.5 sm:gap-2" disabled={disabled}>
      <legend className="sr-only">6-digit code</legend>
      {digits.map((digit, index) => (
        <input
          // biome-ignore lint/suspicious/noArrayIndexKey: the boxes are fixed positions
          key={index}
          ref={(el) => {
            refs.current[index] = el;
          }}
          value={digit}
          onChange={(e) => onChange(index, e.target.value)}
          onKeyDown={(e) => onKeyDown(index, e)}
          onPaste={onPaste}
          onFocus={(e) => e.target.select()}
          inputMode="numeric"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={`Digit ${index + 1}`}
          className="h-11 w-9 min-w-0 rounded-lg border border-slate-300 text-center text-xl font-semibold focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 disabled:bg-slate-100 sm:size-12"
        />
      ))}
    </fieldset>
  );
}
