import { useState } from 'react';
import type { CallSummary } from '#shared/contracts/research';
import { followUpCallPlanText } from '#shared/domain/call-plan';
import { composeFollowUpContext, isFollowUpSelectable, validateFollowUp } from '#shared/domain/validation';
import { EXTENSION_CALLS, MAX_TEXT_LENGTH, MESSAGES } from '#shared/domain/validation-messages';
import { AsksEditor } from '#web/components/asks-editor';
import { CallPlan } from '#web/components/call-plan';
import { Dialog } from '#web/components/dialog';
import { DialogForm } from '#web/components/dialog-form';
import { TextAreaField } from '#web/components/text-area-field';
import { errorMessage } from '#web/lib/api-client';
import { useProfile } from '#web/lib/profile';
import { useAskDraft } from '#web/lib/use-ask-draft';
import { useCallAgain } from '../api/call-again';
import { useCreateExtension } from '../api/create-extension';
import { followUpBlocker } from '../lib/call-again';

type Props = {
  researchId: string;
  calls: readonly CallSummary[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * One row per business (by number): its latest answered call, else its latest call. A business called
 * again has a call record per call, and is called back once.
 */
function followUpRows(calls: readonly CallSummary[]): CallSummary[] {
  const byPhone = new Map<string, CallSummary>();
  for (const call of calls) {
    const kept = byPhone.get(call.businessPhone);
    const better =
      !kept ||
      (isFollowUpSelectable(call) && !isFollowUpSelectable(kept)) ||
      (isFollowUpSelectable(call) === isFollowUpSelectable(kept) && call.createdAt > kept.createdAt);
    if (better) byPhone.set(call.businessPhone, call);
  }
  return calls.filter((call) => byPhone.get(call.businessPhone) === call);
}

/**
 * "Follow-Up Research": pick businesses that answered and may be called again today, write one
 * more question, review the asks split from it (as in the wizard), then start.
 */
export function FollowUpDialog({ researchId, calls: allCalls, open, onOpenChange }: Props) {
  const calls = followUpRows(allCalls);
  // When unknown (loading, or the request failed), the rows stay open and the start says why one fails.
  const callAgain = useCallAgain(researchId, open);
  const blockers = new Map(calls.map((call) => [call.id, followUpBlocker(call, callAgain.data)]));
  const [checked, setChecked] = useState<string[]>([]);
  // A business found capped after it was ticked is left out.
  const selected = checked.filter((id) => blockers.get(id) === null);
  const [question, setQuestion] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  /** The question whose asks are shown for review; a changed question is reviewed again. */
  const [reviewed, setReviewed] = useState<string | null>(null);
  const reviewing = reviewed !== null && reviewed === question;
  const asks = useAskDraft(reviewing ? question : null);
  const followUp = useCreateExtension();
  const balance = useProfile().data?.credits;
  const selectable = calls.filter(isFollowUpSelectable);
  const phones = calls.filter((c) => selected.includes(c.id)).map((c) => c.businessPhone);

  const change = (next: boolean) => {
    if (!next) {
      setChecked([]);
      setQuestion('');
      setReviewed(null);
      setInvalid(null);
      followUp.reset();
    }
    onOpenChange(next);
  };
  const toggle = (callId: string, on: boolean) =>
    setChecked((s) => (on ? [...s, callId] : s.filter((x) => x !== callId)));
  const submit = () => {
    const problem = validateFollowUp({ selectedCount: selected.length, question });
    setInvalid(problem);
    if (problem) return;
    if (!reviewing) return setReviewed(question);
    const edited = asks.submit();
    if (!edited.ok) return;
    followUp.mutate(
      {
        researchId,
        additionalContext: composeFollowUpContext(phones, question),
        additionalCalls: Math.min(EXTENSION_CALLS, selected.length),
        followUpCallIds: selected,
        ...(edited.asks ? { asks: edited.asks } : {}),
      },
      // A business that had its calls meanwhile is shown as such.
      { onSuccess: () => change(false), onError: () => void callAgain.refetch() },
    );
  };
  const error =
    invalid ?? (followUp.isError ? errorMessage(followUp.error, 'Failed to start the follow-up') : null);
  return (
    <Dialog
      open={open}
      onOpenChange={change}
      title="Follow-Up Research"
      description="Call back the businesses you choose with a new question."
    >
      {selectable.length === 0 ? (
        <p className="text-sm text-slate-700">{MESSAGES.noSuccessfulResponses}</p>
      ) : (
        <DialogForm
          onSubmit={submit}
          onCancel={() => change(false)}
          submitLabel={reviewing ? 'Start Follow-Up' : 'Review Asks'}
          pendingLabel="Starting..."
          pending={followUp.isPending}
          disabled={selected.length === 0}
        >
          <fieldset>
            <legend className="mb-2 text-sm font-medium">Businesses</legend>
            <ul className="flex max-h-56 flex-col gap-1 overflow-y-auto">
              {calls.map((call) => {
                const blocker = blockers.get(call.id) ?? null;
                const enabled = blocker === null;
                const reasonId = `follow-up-reason-${call.id}`;
                return (
                  <li key={call.id}>
                    <label
                      className={`flex items-center gap-2 rounded-lg p-2 text-sm ${enabled ? 'hover:bg-slate-50' : 'text-slate-400'}`}
                    >
                      <input
                        type="checkbox"
                        disabled={!enabled}
                        aria-describedby={enabled ? undefined : reasonId}
                        checked={selected.includes(call.id)}
                        onChange={(e) => toggle(call.id, e.target.checked)}
                        className="size-4 accent-brand-600"
                      />
                      <span className="min-w-0 flex-1">
                        {call.businessName} <span className="text-slate-500">{call.businessPhone}</span>
                        {blocker && (
                          <span id={reasonId} className="block text-xs">
                            {blocker}
                          </span>
                        )}
                      </span>
                    </label>
                  </li>
                );
              })}
            </ul>
          </fieldset>
          <TextAreaField
            label="Your follow-up question"
            value={question}
            onChange={setQuestion}
            rows={3}
            maxLength={MAX_TEXT_LENGTH}
            error={error}
          />
          {reviewing && <AsksEditor draft={asks} focusTitle />}
          {selected.length > 0 && <CallPlan text={followUpCallPlanText(selected.length, balance)} />}
        </DialogForm>
      )}
    </Dialog>
  );
}
