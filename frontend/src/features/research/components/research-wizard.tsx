import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { formatAddress } from '#shared/domain/address';
import { Dialog } from '#web/components/dialog';
import { errorMessage } from '#web/lib/api-client';
import { useAppConfig } from '#web/lib/app-config';
import { useProfile } from '#web/lib/profile';
import { savedAddress } from '#web/lib/saved-address';
import { useCreateResearch } from '../api/create-research';
import { type WizardDraft, WizardForm, type WizardPrefill } from './wizard-form';

const TITLES = ['New Research', 'What to Ask'] as const;

/**
 * The New Research wizard as a modal; what the parent entered is kept when it closes, until a
 * research starts. On success the new research's page opens.
 */
export function ResearchWizard({
  open,
  onOpenChange,
  prefill,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  prefill?: WizardPrefill;
}) {
  const profile = useProfile().data;
  const config = useAppConfig();
  const create = useCreateResearch();
  const navigate = useNavigate();
  const [step, setStep] = useState<0 | 1>(0);
  const [kept, setKept] = useState<WizardDraft | null>(null);
  const locations = {
    primary: profile ? formatAddress(savedAddress(profile, 'primary')) : '',
    secondary: profile ? formatAddress(savedAddress(profile, 'secondary')) : '',
  };
  const change = (next: boolean) => {
    if (!next) {
      setStep(0);
      create.reset();
    }
    onOpenChange(next);
  };
  return (
    <Dialog open={open} onOpenChange={change} title={TITLES[step]}>
      {open && (
        <WizardForm
          // Re-mount when the profile arrives so the default location choice can use it.
          key={profile ? 'profile' : 'none'}
          locations={locations}
          unit={profile?.distanceUnit ?? 'mi'}
          prefill={prefill}
          kept={kept}
          onDraftChange={setKept}
          pending={create.isPending}
          error={create.isError ? errorMessage(create.error, 'Failed to create research') : null}
          onStepChange={setStep}
          testPhone={config?.useSamplePhone ? config.sampleDestinationPhone : null}
          balance={profile?.credits}
          onSubmit={(body) =>
            create.mutate(
              { ...body, shareChildrenInfo: profile?.shareChildrenInfo === true },
              {
                onSuccess: (research) => {
                  setKept(null);
                  change(false);
                  navigate(`/research/${research.id}`);
                },
              },
            )
          }
        />
      )}
    </Dialog>
  );
}
