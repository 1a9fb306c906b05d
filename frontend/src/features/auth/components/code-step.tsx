import { ArrowLeft, Info } from 'lucide-react';
import { useState } from 'react';
import { MESSAGES } from '#shared/domain/validation-messages';
import { Spinner } from '#web/components/spinner';
import { useSession } from '#web/lib/session';
import { serverMessage } from '../api/server-message';
import { useResendOtp, useVerifyOtp } from '../api/sign-in';
import { OtpInput } from './otp-input';

/** Step 2: the six code boxes, auto-submitted; on failure they clear and refocus. */
export function CodeStep({
  email,
  demoCode,
  onBack,
}: {
  email: string;
  demoCode: string | undefined;
  onBack(): void;
}) {
  const { signIn } = useSession();
  const verify = useVerifyOtp();
  const resend = useResendOtp();
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [resetKey, setResetKey] = useState(0);

  const submit = (token: string) => {
    setError(null);
    setNotice(null);
    verify.mutate(
      { email, token },
      {
        onSuccess: (result) => signIn(result),
        onError: (err) => {
          setError(serverMessage(err, MESSAGES.invalidCode));
          setResetKey((k) => k + 1);
        },
      },
    );
  };

  const onResend = () => {
    setError(null);
    resend.mutate(email, {
      onSuccess: () => setNotice(`A new code was sent to ${email}`),
      onError: (err) => setError(serverMessage(err, MESSAGES.sendCodeFailed)),
    });
  };

  return (
    <div className="mt-8 flex flex-col gap-4">
      <button
        type="button"
        onClick={onBack}
        className="inline-flex w-fit items-center gap-1 rounded text-sm font-medium text-slate-600 hover:text-slate-900"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back
      </button>
      <div>
        <h1 className="text-2xl font-semibold">Verify your email</h1>
        <p className="mt-1 text-slate-600">We sent a 6-digit code to {email}</p>
      </div>
      {demoCode && (
        <p className="flex items-start gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            Demo mode: use the code <strong className="font-mono tracking-widest">{demoCode}</strong>
          </span>
        </p>
      )}
      <OtpInput onComplete={submit} disabled={verify.isPending} resetKey={resetKey} />
      {verify.isPending && (
        <p className="flex items-center justify-center gap-2 text-sm text-slate-600">
          <Spinner className="size-4" label="Verifying" />
          Verifying...
        </p>
      )}
      {error && (
        <p role="alert" className="text-center text-sm text-red-600">
          {error}
        </p>
      )}
      {notice && (
        <p role="status" className="text-center text-sm text-green-700">
          {notice}
        </p>
      )}
      <p className="text-center text-sm text-slate-600">
        Didn't receive the code?{' '}
        <button
          type="button"
          onClick={onResend}
          disabled={resend.isPending}
          className="font-medium text-brand-700 underline-offset-2 hover:underline disabled:opacity-60"
        >
          Resend
        </button>
      </p>
    </div>
  );
}
