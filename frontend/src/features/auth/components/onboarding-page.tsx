import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Plus } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { validateChild, validateName, validatePrimaryAddress } from '#shared/domain/validation';
import { MESSAGES } from '#shared/domain/validation-messages';
import { BRAND_NAME } from '#web/components/brand';
import { Spinner } from '#web/components/spinner';
import { TextField } from '#web/components/text-field';
import { useProfile } from '#web/lib/profile';
import { useSession } from '#web/lib/session';
import { type ChildDraft, childrenQueryOptions, saveProfile, syncChildren } from '../api/onboarding';
import { serverMessage } from '../api/server-message';
import { ChildCard } from './child-card';
import { LocationStep } from './location-step';
import { OnboardingHeader } from './onboarding-header';
import {
  completionBody,
  initialStep,
  locationOf,
  newDraft,
  rememberedStep,
  rememberStep,
  toDrafts,
} from './onboarding-steps';

const primaryButton =
  'rounded-lg bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800 disabled:opacity-60';
const secondaryButton =
  'inline-flex items-center gap-1 rounded-lg border border-slate-300 px-4 py-2 font-medium text-slate-700 hover:bg-slate-50';

/** Profile setup in three steps: name, children, locations; then /dashboard. */
export function OnboardingPage() {
  const { user, setProfile } = useSession();
  const navigate = useNavigate();
  const userId = user?.id ?? '';
  const profile = useProfile();
  const children = useQuery({ ...childrenQueryOptions(userId), enabled: Boolean(userId), staleTime: 0 });
  const [ready, setReady] = useState(false);
  const [step, setStep] = useState(0);
  const [name, setName] = useState('');
  const [drafts, setDrafts] = useState<ChildDraft[]>([]);
  const [primary, setPrimary] = useState(() => locationOf(null, 'primary'));
  const [secondary, setSecondary] = useState(() => locationOf(null, 'secondary'));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (ready || profile.isPending || children.isPending) return;
    const p = profile.data ?? null;
    setName(p?.name ?? '');
    setDrafts(toDrafts(children.data ?? []));
    setPrimary(locationOf(p, 'primary'));
    setSecondary(locationOf(p, 'secondary'));
    setStep(initialStep(p, rememberedStep(userId)));
    setReady(true);
  }, [ready, userId, profile.isPending, profile.data, children.isPending, children.data]);

  useEffect(() => {
    if (ready && userId) rememberStep(userId, step);
  }, [ready, userId, step]);

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (err) {
      setError(serverMessage(err, MESSAGES.missingRequiredData));
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!user) return setError(MESSAGES.userNotFound);
    if (step === 0) {
      const invalid = validateName(name);
      if (invalid) return setError(invalid);
      return run(async () => {
        setProfile(await saveProfile(userId, { name: name.trim() }));
        setStep(1);
      });
    }
    if (step === 1) {
      return run(async () => {
        const saved = await syncChildren(userId, children.data ?? [], drafts);
        setDrafts(toDrafts(saved));
        await children.refetch();
        setStep(2);
      });
    }
    const invalid = validatePrimaryAddress(primary);
    if (invalid) return setError(invalid);
    if (!name.trim()) return setError(MESSAGES.missingRequiredData);
    return run(async () => {
      setProfile(await saveProfile(userId, { name: name.trim(), ...completionBody(primary, secondary) }));
      navigate('/dashboard', { replace: true });
    });
  };

  const back = () => {
    setError(null);
    setStep((s) => Math.max(0, s - 1));
  };
  const childrenValid = drafts.every((d) => validateChild({ ...d, gender: d.gender || null }));
  const titles = [`Welcome to ${BRAND_NAME}`, 'Tell us about your children', 'Where are you located?'];

  return (
    <main className="flex min-h-screen justify-center bg-slate-50 p-4 sm:items-center">
      <div className="w-full max-w-xl rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        <OnboardingHeader email={user?.email ?? ''} step={step} />
        {!ready ? (
          <p className="mt-8 flex items-center justify-center gap-2 text-slate-600">
            <Spinner className="size-5" label="Loading" />
            Loading your information...
          </p>
        ) : (
          <form onSubmit={submit} noValidate className="mt-6 flex flex-col gap-4">
            <h1 className="text-2xl font-semibold">{titles[step]}</h1>
            {step === 0 && (
              <TextField
                label="Your name"
                value={name}
                onChange={setName}
                required
                maxLength={120}
                autoComplete="name"
              />
            )}
            {step === 1 && (
              <div className="flex flex-col gap-3">
                {drafts.map((draft, index) => (
                  <ChildCard
                    key={draft.key}
                    index={index}
                    child={draft}
                    onChange={(next) => setDrafts((all) => all.map((d) => (d.key === draft.key ? next : d)))}
                    onRemove={() => setDrafts((all) => all.filter((d) => d.key !== draft.key))}
                  />
                ))}
                <button
                  type="button"
                  onClick={() => setDrafts((all) => [...all, newDraft()])}
                  className={secondaryButton}
                >
                  <Plus aria-hidden="true" className="size-4" />
                  Add child
                </button>
              </div>
            )}
            {step === 2 && (
              <LocationStep
                primary={primary}
                secondary={secondary}
                onPrimary={setPrimary}
                onSecondary={setSecondary}
              />
            )}
            {error && (
              <p role="alert" className="text-sm text-red-600">
                {error}
              </p>
            )}
            <div className="flex items-center justify-between gap-2">
              {step > 0 ? (
                <button type="button" onClick={back} className={secondaryButton}>
                  <ArrowLeft aria-hidden="true" className="size-4" />
                  Back
                </button>
              ) : (
                <span />
              )}
              <button
                type="submit"
                disabled={busy || (step === 1 && !childrenValid)}
                className={primaryButton}
              >
                {step === 2 ? 'Complete setup' : step === 1 && drafts.length === 0 ? 'Skip' : 'Continue'}
              </button>
            </div>
          </form>
        )}
      </div>
    </main>
  );
}
