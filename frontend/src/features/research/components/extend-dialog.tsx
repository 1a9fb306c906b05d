import { useState } from 'react';
import { extensionCallPlanText } from '#shared/domain/call-plan';
import { validateExtendContext } from '#shared/domain/validation';
import { EXTENSION_CALLS, MAX_TEXT_LENGTH } from '#shared/domain/validation-messages';
import { AsksEditor } from '#web/components/asks-editor';
import { CallPlan } from '#web/components/call-plan';
import { Dialog } from '#web/components/dialog';
import { DialogForm } from '#web/components/dialog-form';
import { TextAreaField } from '#web/components/text-area-field';
import { errorMessage } from '#web/lib/api-client';
import { useProfile } from '#web/lib/profile';
import { useAskDraft } from '#web/lib/use-ask-draft';
import { useCreateExtension } from '../api/create-extension';
import { extensionAsks } from '../api/extension-asks';

/**
 * "Extend Research": more context, a review of what the new calls will ask (the research's asks and
 * any question the context adds; those that do not fit in six are named, to swap in for an ask),
 * then five more businesses are called.
 */
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
  /** The context whose asks are shown for review; a changed context is reviewed again. */
  const [reviewed, setReviewed] = useState<string | null>(null);
  const reviewing = reviewed !== null && reviewed === context;
  const asks = useAskDraft(reviewing ? context : null, extensionAsks(researchId));
  const extend = useCreateExtension();
  const balance = useProfile().data?.credits;
  const change = (next: boolean) => {
    if (!next) {
      setContext('');
      setReviewed(null);
      setInvalid(null);
      extend.reset();
    }
    onOpenChange(next);
  };
  const submit = () => {
    const problem = validateExtendContext(context);
    setInvalid(problem);
    if (problem) return;
    if (!reviewing) return setReviewed(context);
    const edited = asks.submit();
    if (!edited.ok) return;
    extend.mutate(
      {
        researchId,
        additionalContext: context.trim(),
        additionalCalls: EXTENSION_CALLS,
        ...(edited.asks ? { asks: edited.asks } : {}),
      },
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
        submitLabel={reviewing ? 'Extend Research' : 'Review Asks'}
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
        {reviewing && <AsksEditor draft={asks} focusTitle splitFrom="context" />}
        <CallPlan text={extensionCallPlanText(balance)} />
      </DialogForm>
    </Dialog>
  );
}
