import { useState } from 'react';
import { Brand } from '#web/components/brand';
import { CodeStep } from './code-step';
import { EmailStep } from './email-step';

/** Sign-in: the e-mail step, then the code step (Back returns to the e-mail). */
export function LoginPage() {
  const [email, setEmail] = useState('');
  const [step, setStep] = useState<'email' | 'code'>('email');
  const [demoCode, setDemoCode] = useState<string | undefined>();
  return (
    <main className="flex min-h-screen items-center justify-center p-4">
      <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <Brand long withTagline />
        {step === 'email' ? (
          <EmailStep
            initialEmail={email}
            onSent={(sentTo, code) => {
              setEmail(sentTo);
              setDemoCode(code);
              setStep('code');
            }}
          />
        ) : (
          <CodeStep email={email} demoCode={demoCode} onBack={() => setStep('email')} />
        )}
      </div>
    </main>
  );
}
