import { ArrowLeft, CheckCircle2, XCircle } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import type { Profile } from '#shared/contracts/users';
import { settingsAddressLine } from '#shared/domain/address';
import { validateName } from '#shared/domain/validation';
import { MESSAGES } from '#shared/domain/validation-messages';
import { Spinner } from '#web/components/spinner';
import { TextField } from '#web/components/text-field';
import { ApiError } from '#web/lib/api-client';
import { useProfile } from '#web/lib/profile';
import { useSession } from '#web/lib/session';
import { useUpdateProfile } from '../api/update-profile';
import { type AddressErrors, addressErrorsOf } from '../lib/address-errors';
import { ChildrenSection } from './children-section';
import { PreferencesSection } from './preferences-section';

const lineOf = (p: Profile, slot: 'primary' | 'secondary') =>
  settingsAddressLine({
    street: p[`${slot}Street`],
    intersection: p[`${slot}Intersection`],
    city: p[`${slot}City`],
    state: p[`${slot}State`],
    postalCode: p[`${slot}PostalCode`],
    address: p[`${slot}Address`],
  });

/** Account Settings: name and addresses (with a banner), preferences and children. */
export function SettingsPage() {
  const { user, setProfile } = useSession();
  const profile = useProfile();
  const update = useUpdateProfile(user?.id ?? '');
  const [form, setForm] = useState({ name: '', primary: '', secondary: '' });
  const [initial, setInitial] = useState({ primary: '', secondary: '' });
  const [banner, setBanner] = useState<'saved' | 'failed' | null>(null);
  const [failure, setFailure] = useState<string>(MESSAGES.settingsSaveFailed);
  const [nameError, setNameError] = useState<string | null>(null);
  const [addressErrors, setAddressErrors] = useState<AddressErrors>({});

  const [loadedVersion, setLoadedVersion] = useState<string | null>(null);

  // Prefill once per saved version, so a background re-read never overwrites what is being typed.
  useEffect(() => {
    const p = profile.data;
    if (!p || p.updatedAt === loadedVersion) return;
    const lines = { primary: lineOf(p, 'primary'), secondary: lineOf(p, 'secondary') };
    setForm({ name: p.name, ...lines });
    setInitial(lines);
    setLoadedVersion(p.updatedAt);
  }, [profile.data, loadedVersion]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateName(form.name);
    const unreadable = addressErrorsOf(form, initial);
    setNameError(invalid);
    setAddressErrors(unreadable);
    if (invalid || unreadable.primary || unreadable.secondary) return;
    setBanner(null);
    update.mutate(
      {
        name: form.name.trim(),
        // Unchanged lines are not sent, so the structured fields behind them stay as they are.
        ...(form.primary.trim() !== initial.primary ? { primaryAddress: form.primary.trim() || null } : {}),
        ...(form.secondary.trim() !== initial.secondary
          ? { secondaryAddress: form.secondary.trim() || null }
          : {}),
      },
      {
        onSuccess: (saved) => {
          setProfile(saved);
          setBanner('saved');
        },
        onError: (error) => {
          console.error('Failed to save settings', error);
          // A refused change (an address that cannot be read) says why; anything else stays generic.
          setFailure(
            error instanceof ApiError && error.status < 500 ? error.message : MESSAGES.settingsSaveFailed,
          );
          setBanner('failed');
        },
      },
    );
  };

  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6">
      <Link
        to="/dashboard"
        className="inline-flex w-fit items-center gap-1 text-sm font-medium text-slate-600 hover:text-slate-900"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Dashboard
      </Link>
      <div>
        <h1 className="text-2xl font-semibold">Account Settings</h1>
        <p className="mt-1 text-slate-600">Manage your profile and preferences</p>
      </div>
      {banner === 'saved' && (
        <p
          role="status"
          className="flex items-center gap-2 rounded-lg border border-green-200 bg-green-50 p-3 text-sm text-green-800"
        >
          <CheckCircle2 aria-hidden="true" className="size-4" />
          {MESSAGES.settingsSaved}
        </p>
      )}
      {banner === 'failed' && (
        <p
          role="alert"
          className="flex items-center gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800"
        >
          <XCircle aria-hidden="true" className="size-4" />
          {failure}
        </p>
      )}
      {profile.isPending ? (
        <div className="flex justify-center p-8">
          <Spinner label="Loading your settings" />
        </div>
      ) : profile.isError || !profile.data ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          Your profile could not be loaded. Please reload the page.
        </p>
      ) : (
        <form onSubmit={submit} noValidate className="flex flex-col gap-6">
          <section className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-5">
            <h2 className="text-lg font-semibold">Personal Information</h2>
            <TextField
              label="Full Name"
              value={form.name}
              onChange={(name) => setForm({ ...form, name })}
              required
              error={nameError}
              maxLength={120}
            />
            <TextField
              label="Email Address"
              value={profile.data.email}
              readOnly
              hint="Email cannot be changed"
            />
          </section>
          <section className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-5">
            <h2 className="text-lg font-semibold">Addresses</h2>
            <TextField
              label="Primary Address"
              value={form.primary}
              onChange={(primary) => setForm({ ...form, primary })}
              hint="Used as default for research searches"
              placeholder="123 Main St, City, State, ZIP"
              error={addressErrors.primary}
              maxLength={400}
            />
            <TextField
              label="Secondary Address"
              value={form.secondary}
              onChange={(secondary) => setForm({ ...form, secondary })}
              hint="Optional alternative location"
              placeholder="456 Oak Ave, City, State, ZIP"
              error={addressErrors.secondary}
              maxLength={400}
            />
          </section>
          <button
            type="submit"
            disabled={update.isPending}
            className="w-full rounded-lg bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800 disabled:opacity-60 sm:w-fit"
          >
            {update.isPending ? 'Saving...' : 'Save Changes'}
          </button>
        </form>
      )}
      {profile.data && (
        <>
          <PreferencesSection profile={profile.data} />
          <ChildrenSection userId={profile.data.id} />
        </>
      )}
    </div>
  );
}
