import type { UIMessage } from 'ai';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { SessionMetadata, SessionPlace } from '#shared/contracts/chat';
import type { PlaceSearchResult } from '#shared/contracts/places';
import { PLACEHOLDER_PHONE } from '#shared/domain/phone';
import { DEFAULT_GOAL } from '#shared/domain/validation-messages';
import { extractMetadata, fetchMetadata, saveMessages, saveMetadata } from '../api/chat-api';
import type { PanelPlace } from '../lib/start-rules';

/** Extracted places first, then the specific places the user already had and the model dropped. */
function merge(previous: SessionMetadata | null, extracted: SessionMetadata): SessionMetadata {
  const kept = (previous?.places ?? []).filter(
    (p) => p.type === 'specific' && !extracted.places.some((e) => e.name === p.name && e.tel === p.tel),
  );
  return { ...extracted, places: [...extracted.places, ...kept] };
}

/** The Research Data panel's state: metadata, removed places, edited phones, extraction. */
export function useResearchData(sessionId: string | null) {
  const [metadata, setMetadata] = useState<SessionMetadata | null>(null);
  const [loading, setLoading] = useState(true);
  const [extracting, setExtracting] = useState(false);
  const [removed, setRemoved] = useState<Set<number>>(new Set());
  const [phones, setPhones] = useState<Record<number, string>>({});
  const latest = useRef(metadata);
  latest.current = metadata;

  const replace = useCallback((next: SessionMetadata | null) => {
    setMetadata(next);
    setRemoved(new Set());
    setPhones({});
  }, []);

  useEffect(() => {
    if (!sessionId) return;
    setLoading(true);
    fetchMetadata(sessionId)
      .then(replace)
      .catch((error: unknown) => console.error('Loading the research data failed', error))
      .finally(() => setLoading(false));
  }, [sessionId, replace]);

  /** After each answer: save the messages, extract the metadata, save it. */
  const onTurnFinished = useCallback(
    async (messages: UIMessage[]) => {
      if (!sessionId) return;
      setExtracting(true);
      try {
        await saveMessages(sessionId, messages);
        const extracted = await extractMetadata(sessionId, messages);
        const next = merge(latest.current, extracted);
        await saveMetadata(next);
        replace(next);
      } catch (error) {
        console.error('Saving or extracting the research data failed', error);
      } finally {
        setExtracting(false);
      }
    },
    [sessionId, replace],
  );

  /** Confirmed results become specific places; search entries are dropped. */
  const confirmResults = useCallback(
    async (selected: PlaceSearchResult[], from: SessionPlace) => {
      if (!metadata) return;
      const specifics = metadata.places.filter((p, i) => p.type === 'specific' && !removed.has(i));
      const added: SessionPlace[] = selected.map((r) => ({
        name: r.name,
        tel: r.formatted_phone_number || PLACEHOLDER_PHONE,
        goal: from.goal || DEFAULT_GOAL,
        shareChildrenInfo: from.shareChildrenInfo,
        type: 'specific',
        address: r.formatted_address,
      }));
      const next = { ...metadata, places: [...specifics, ...added] };
      replace(next);
      await saveMetadata(next).catch((error: unknown) => console.error('Saving the places failed', error));
    },
    [metadata, removed, replace],
  );

  const visible: PanelPlace[] = (metadata?.places ?? [])
    .map((place, index) => ({ index, place, editedPhone: phones[index] }))
    .filter((p) => !removed.has(p.index));

  return {
    metadata,
    loading,
    extracting,
    visible,
    onTurnFinished,
    confirmResults,
    remove: (index: number) => setRemoved((prev) => new Set(prev).add(index)),
    editPhone: (index: number, phone: string) => setPhones((prev) => ({ ...prev, [index]: phone })),
  };
}
