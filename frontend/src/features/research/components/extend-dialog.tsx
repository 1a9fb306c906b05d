import { useState } from 'react';
import { extensionCallPlanText } from '#shared/domain/call-plan';
import { validateExtendContext } from '#shared/domain/validation';
import { EXTENSION_CALLS, MAX_TEXT_LENGTH } from '#shared/domain/validation-messages';
import { CallPlan } from '#web/components/call-plan';
import { Dialog } from '#web/components/dialog';
import { DialogForm } from '#web/components/dialog-form';
import { TextAreaField } from '#web/components/text-area-field';
import { errorMessage } from '#web/lib/api-client';
import { useProfile } from '#web/lib/profile';
import { useCreateExtension } from '../api/create-extension';

/** "Extend Research": more context, then five more businesses are called. */
export function ExtendDialog({
  researchId,
  open,
  onOpenChange,
}: {
  researchId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [context, setContext] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const extend = useCreateExtension();
  const balance = useProfile().data?.credits;
  const change = (next: boolean) => {
    if (!next) {
      setContext('');
      setInvalid(null);
      extend.reset();
    }
    onOpenChange(next);
  };
  const submit = () => {
    const problem = validateExtendContext(context);
    setInvalid(problem);
    if (problem) return;
    extend.mutate(
      { researchId, additionalContext: context.trim(), additionalCalls: EXTENSION_CALLS },
      { onSuccess: () => change(false) },
    );
  };
  const error = invalid ?? (extend.isError ? errorMessage(extend.error, 'Failed to extend research') : null);
  return (
    <Dialog
      open={open}
      onOpenChange={change}
      title="Extend Research"
      description={`Add context and we will call ${EXTENSION_CALLS} more businesses.`}
    >
      <DialogForm
        onSubmit={submit}
        onCancel={() => change(false)}
        submitLabel="Extend Research"
        pendingLabel="Extending..."
        pending={extend.isPending}
      >
        <TextAreaField
          label="Additional context"
          value={context}
          onChange={setContext}
          maxLength={MAX_TEXT_LENGTH}
          error={error}
        />
        <CallPlan text={extensionCallPlanText(balance)} />
      </DialogForm>
    </Dialog>
  );
}
