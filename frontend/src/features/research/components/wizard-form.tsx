import { useEffect, useState } from 'react';
import type { CreateResearchBody } from '#shared/contracts/research';
import { callPlanText } from '#shared/domain/call-plan';
import { countryOf } from '#shared/domain/postal-code';
import { phonesInText } from '#shared/domain/question-phones';
import { type DistanceUnit, validateLocation, validateResearchQuery } from '#shared/domain/validation';
import { locationNotFoundMessage, RADIUS_DEFAULT } from '#shared/domain/validation-messages';
import { AsksEditor } from '#web/components/asks-editor';
import { Button } from '#web/components/button';
import { CallPlan } from '#web/components/call-plan';
import { useAskDraft } from '#web/lib/use-ask-draft';
import { isKnownLocation } from '../api/find-location';
import { addPhone, draftPhoneProblem, WizardPhonesStep } from './wizard-phones-step';
import { type LocationChoice, type QueryStepValues, WizardQueryStep } from './wizard-query-step';

/** Values a restart carries over from the old research. */
export interface WizardPrefill {
  query: string;
  location: string;
  radiusMiles: number;
}

/** What the parent entered, kept while the wizard is closed until a research starts. */
export type WizardDraft = QueryStepValues & { phones: string[] };

type Props = {
  locations: { primary: string; secondary: string };
  /** Unit of the radius slider (the body always carries miles). */
  unit: DistanceUnit;
  prefill?: WizardPrefill;
  /** The draft of an earlier opening; it wins over the prefill. */
  kept?: WizardDraft | null;
  onDraftChange?: (draft: WizardDraft) => void;
  pending: boolean;
  error: string | null;
  onStepChange?: (step: 0 | 1) => void;
  /** The number every call rings in test mode, else null. */
  testPhone?: string | null;
  /** The credits the parent has, when known. */
  balance?: number;
  onSubmit: (body: CreateResearchBody) => void;
};

function initialValues(locations: Props['locations'], prefill?: WizardPrefill): QueryStepValues {
  // A prefilled location is shown as custom so the user sees exactly what was searched before.
  const choice: LocationChoice = prefill?.location ? 'custom' : locations.primary ? 'primary' : 'custom';
  return {
    query: prefill?.query ?? '',
    choice,
    customLocation: prefill?.location ?? '',
    radiusMiles: prefill?.radiusMiles ?? RADIUS_DEFAULT,
  };
}

/** The two wizard steps with their validation; submits the create-research body. */
export function WizardForm({
  locations,
  unit,
  prefill,
  kept = null,
  onDraftChange,
  pending,
  error,
  onStepChange,
  testPhone = null,
  balance,
  onSubmit,
}: Props) {
  const [step, setStep] = useState<0 | 1>(0);
  const [values, setValues] = useState(() => kept ?? initialValues(locations, prefill));
  const [errors, setErrors] = useState<{ query?: string | null; location?: string | null }>({});
  const [phones, setPhones] = useState<string[]>(kept?.phones ?? []);
  useEffect(() => onDraftChange?.({ ...values, phones }), [values, phones, onDraftChange]);
  const [draft, setDraft] = useState('');
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const asks = useAskDraft(step === 1 ? values.query : null);

  const locationOf = (v: QueryStepValues) => (v.choice === 'custom' ? v.customLocation : locations[v.choice]);
  const location = locationOf(values);
  const change = (patch: Partial<QueryStepValues>) => {
    const changed = { ...values, ...patch };
    setValues(changed);
    // An error shown stays only while its field is still wrong.
    setErrors((e) => ({
      query: e.query && validateResearchQuery(changed.query),
      location: e.location && validateLocation(locationOf(changed), locations.primary),
    }));
  };
  const go = (next: 0 | 1) => {
    setStep(next);
    onStepChange?.(next);
  };
  const [checking, setChecking] = useState(false);
  const next = async () => {
    const found = {
      query: validateResearchQuery(values.query),
      location: validateLocation(location, locations.primary),
    };
    setErrors(found);
    if (found.query || found.location) return;
    // A typed location must be a place the lookup knows; the profile's addresses were checked when saved.
    if (values.choice === 'custom') {
      setChecking(true);
      const known = await isKnownLocation(location);
      setChecking(false);
      if (known === false) {
        setErrors({ location: locationNotFoundMessage(location, countryOf(locations.primary)) });
        return;
      }
    }
    // Numbers typed into the question are the businesses to call, unless some were added already.
    if (phones.length === 0) setPhones(phonesInText(values.query));
    go(1);
  };
  const submit = () => {
    // A typed number that cannot be called blocks the start, with the reason under it; it stays typed.
    const problem = draftPhoneProblem(draft);
    setPhoneError(problem);
    if (problem) return;
    const numbers = addPhone(phones, draft);
    const edited = asks.submit();
    if (!edited.ok) return;
    onSubmit({
      query: values.query.trim(),
      location: location.trim(),
      radiusMiles: values.radiusMiles,
      phoneNumbers: numbers.length > 0 ? numbers : null,
      ...(edited.asks ? { asks: edited.asks } : {}),
    });
  };

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (step === 0) void next();
        else submit();
      }}
      className="flex flex-col gap-5"
    >
      <p className="text-xs text-slate-500">Step {step + 1} of 2</p>
      {step === 0 ? (
        <WizardQueryStep
          values={values}
          locations={locations}
          unit={unit}
          errors={errors}
          onChange={change}
        />
      ) : (
        <>
          <AsksEditor draft={asks} focusTitle />
          <WizardPhonesStep
            phones={phones}
            draft={draft}
            error={phoneError}
            onDraftChange={setDraft}
            onErrorChange={setPhoneError}
            onPhonesChange={setPhones}
          />
          <CallPlan
            text={callPlanText({
              numbers: addPhone(phones, draft).length,
              location,
              radiusMiles: values.radiusMiles,
              unit,
              businessKind: asks.businessKind,
              testPhone,
              balance,
            })}
          />
        </>
      )}
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <div className="flex justify-between gap-2">
        <Button variant="secondary" disabled={step === 0 || pending} onClick={() => go(0)}>
          Back
        </Button>
        <Button type="submit" disabled={pending || checking}>
          {step === 1 ? (pending ? 'Starting...' : 'Start Research') : checking ? 'Checking...' : 'Next'}
        </Button>
      </div>
    </form>
  );
}
