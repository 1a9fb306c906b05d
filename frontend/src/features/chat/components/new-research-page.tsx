import { useQueryClient } from '@tanstack/react-query';
import type { UIMessage } from 'ai';
import { type ReactNode, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { chatCallPlanText } from '#shared/domain/call-plan';
import { AsksEditor } from '#web/components/asks-editor';
import { CallPlan } from '#web/components/call-plan';
import { errorMessage } from '#web/lib/api-client';
import { useAppConfig } from '#web/lib/app-config';
import { useProfile } from '#web/lib/profile';
import { useAskDraft } from '#web/lib/use-ask-draft';
import { fetchMessages, startResearch } from '../api/chat-api';
import { useCardAsks } from '../hooks/use-card-asks';
import { useChatSession } from '../hooks/use-chat-session';
import { useResearchData } from '../hooks/use-research-data';
import { quickLocations } from '../lib/quick-locations';
import { clearSessionId } from '../lib/session-storage';
import { canStart, placesToCallCount, researchBody, startBlocker } from '../lib/start-rules';
import { ChatPanel } from './chat-panel';
import { ContinueChatDialog } from './continue-chat-dialog';
import { NewResearchHeader } from './new-research-header';
import { ResearchDataPanel } from './research-data-panel';

const CALL_PLAN_ID = 'chat-call-plan';

/** The New Research chat screen: chat on the left, Research Data on the right. */
export function NewResearchPage({ quickForm }: { quickForm?: ReactNode } = {}) {
  const session = useChatSession();
  const { sessionId } = session;
  const [initialMessages, setInitialMessages] = useState<UIMessage[] | null>(null);
  const data = useResearchData(sessionId, initialMessages);
  const asks = useAskDraft(data.metadata?.originalQuery ?? null);
  const cardAsks = useCardAsks(asks, data);
  const profile = useProfile().data;
  const config = useAppConfig();
  const [starting, setStarting] = useState(false);
  const [startError, setStartError] = useState<string | null>(null);
  const [dataOpen, setDataOpen] = useState(false);
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!sessionId) return;
    setInitialMessages(null);
    fetchMessages(sessionId)
      .catch((error: unknown) => {
        console.error('Loading the chat failed', error);
        return [];
      })
      .then(setInitialMessages);
  }, [sessionId]);

  const samplePhone = config?.useSamplePhone ? (config.sampleDestinationPhone ?? null) : null;
  const placesToCall = placesToCallCount(data.visible);
  // Said once the parent has places, so the greyed-out Start Research says what it waits for.
  const blocker = data.visible.length > 0 ? startBlocker(data.visible) : null;

  const start = async () => {
    if (!data.metadata || !canStart(data.visible, starting)) return;
    const edited = asks.submit();
    if (!edited.ok) {
      setStartError('Please fix what to ask each business (in Research Data) before starting.');
      return;
    }
    setStarting(true);
    setStartError(null);
    try {
      const research = await startResearch({
        ...researchBody({
          title: data.metadata.title,
          originalQuery: data.metadata.originalQuery,
          places: data.visible,
          profile,
          samplePhone,
          location: data.metadata.location,
          radiusMiles: data.metadata.radiusMiles,
        }),
        ...(edited.asks ? { asks: edited.asks } : {}),
      });
      await queryClient.invalidateQueries({ queryKey: ['researches'] });
      clearSessionId();
      navigate(`/research/${research.id}`);
    } catch (error) {
      setStartError(errorMessage(error, 'Failed to start the research. Please try again.'));
      setStarting(false);
    }
  };

  return (
    <div className="flex h-dvh flex-col bg-white">
      <NewResearchHeader
        credits={profile?.credits ?? 0}
        samplePhone={samplePhone}
        quickForm={quickForm}
        canStart={canStart(data.visible, starting)}
        callPlanId={placesToCall > 0 ? CALL_PLAN_ID : undefined}
        blocker={blocker}
        starting={starting}
        onStart={() => void start()}
      />
      {startError && (
        <p role="alert" className="bg-red-50 px-4 py-2 text-sm text-red-700">
          {startError}
        </p>
      )}
      <ContinueChatDialog
        previous={session.previous}
        onStartNew={session.startNew}
        onContinue={session.continuePrevious}
      />
      {!sessionId || !initialMessages ? (
        <p className="flex flex-1 items-center justify-center text-sm text-slate-600" role="status">
          {sessionId ? 'Loading session...' : 'Initializing session...'}
        </p>
      ) : (
        <main className="flex min-h-0 flex-1 flex-col lg:flex-row">
          {/* Small screens show one half at a time; large screens show both. */}
          <button
            type="button"
            aria-expanded={dataOpen}
            aria-controls="research-data"
            onClick={() => setDataOpen((open) => !open)}
            className="border-b border-slate-200 px-4 py-2 text-left text-sm font-medium text-brand-700 lg:hidden"
          >
            {dataOpen ? 'Back to chat' : `Show Research Data (${data.visible.length})`}
          </button>
          <div className={`${dataOpen ? 'hidden' : 'flex'} min-h-0 w-full flex-1 flex-col lg:flex lg:w-1/2`}>
            <ChatPanel
              key={sessionId}
              sessionId={sessionId}
              initialMessages={initialMessages}
              extracting={data.extracting}
              asks={cardAsks.forChat}
              onTurnFinished={(messages) => {
                cardAsks.applyAnswer(messages);
                void data.onTurnFinished(messages);
              }}
            />
          </div>
          <ResearchDataPanel
            open={dataOpen}
            loading={data.loading}
            extracting={data.extracting}
            metadata={data.metadata}
            visible={data.visible}
            developerMode={profile?.developerMode === true}
            mayShareChildren={profile?.shareChildrenInfo === true}
            unit={profile?.distanceUnit ?? 'mi'}
            quickLocations={quickLocations(profile)}
            onRemove={data.remove}
            undoable={data.undoable}
            onUndo={data.undoRemove}
            onPhoneChange={data.editPhone}
            onConfirm={(selected, from) => void data.confirmResults(selected, from)}
            onLocationChosen={data.chooseLocation}
            asks={<AsksEditor draft={asks} />}
            callPlan={
              placesToCall > 0 && (
                <CallPlan
                  id={CALL_PLAN_ID}
                  text={[
                    blocker,
                    chatCallPlanText({
                      places: placesToCall,
                      testPhone: samplePhone,
                      balance: profile?.credits,
                    }),
                  ]
                    .filter(Boolean)
                    .join(' ')}
                />
              )
            }
          />
        </main>
      )}
    </div>
  );
}
