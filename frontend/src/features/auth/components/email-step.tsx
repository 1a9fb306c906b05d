import { type FormEvent, useState } from 'react';
import { validateEmail } from '#shared/domain/validation';
import { MESSAGES } from '#shared/domain/validation-messages';
import { serverMessage } from '../api/server-message';
import { useSendOtp } from '../api/sign-in';

/** Step 1: the e-mail, then a code is sent. */
export function EmailStep({
  initialEmail,
  onSent,
}: {
  initialEmail: string;
  onSent(email: string, demoCode: string | undefined): void;
}) {
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<string | null>(null);
  const send = useSendOtp();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateEmail(email);
    if (invalid) return setError(invalid);
    setError(null);
    const normalized = email.trim().toLowerCase();
    send.mutate(normalized, {
      onSuccess: (result) => onSent(normalized, result.demoCode),
      onError: (err) => setError(serverMessage(err, MESSAGES.sendCodeFailed)),
    });
  };

  return (
    <form onSubmit={submit} noValidate className="mt-8 flex flex-col gap-4">
      <div>
        <h1 className="text-2xl font-semibold">Welcome</h1>
        <p className="mt-1 text-slate-600">Enter your email to get started</p>
      </div>
      <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
        Email
        <input
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'email-error' : undefined}
          className="rounded-lg border border-slate-300 px-3 py-2 text-base font-normal focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
        />
      </label>
      {error && (
        <p id="email-error" role="alert" className="text-sm text-red-600">
          {error}
        </p>
      )}
      <button
        type="submit"
        disabled={send.isPending}
        className="rounded-lg bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800 disabled:opacity-60"
      >
        {send.isPending ? 'Sending code...' : 'Continue'}
      </button>
    </form>
  );
}
