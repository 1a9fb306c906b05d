import type { UIMessage } from 'ai';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Ask } from '#shared/contracts/asks';
import type { SessionMetadata, SessionPlace } from '#shared/contracts/chat';
import type { PlaceSearchResult } from '#shared/contracts/places';
import { PLACEHOLDER_PHONE } from '#shared/domain/phone';
import { DEFAULT_GOAL } from '#shared/domain/validation-messages';
import { extractMetadata, fetchMetadata, saveMessages, saveMetadata } from '../api/chat-api';
import { mergeExtracted, withPickedLocation } from '../lib/merge-metadata';
import type { PanelPlace } from '../lib/start-rules';

/**
 * The Research Data panel's state: metadata, removed places (the last one can be restored),
 * edited phones, extraction. `restoredMessages` are the messages a continued session came back
 * with: when its metadata was never saved (the page was left while it was being extracted),
 * it is extracted from them.
 */
export function useResearchData(sessionId: string | null, restoredMessages: UIMessage[] | null) {
  const [metadata, setMetadata] = useState<SessionMetadata | null>(null);
  const [loadedFor, setLoadedFor] = useState<string | null>(null);
  const [extracting, setExtracting] = useState(false);
  const [removed, setRemoved] = useState<Set<number>>(new Set());
  const [lastRemoved, setLastRemoved] = useState<number | null>(null);
  const [phones, setPhones] = useState<Record<number, string>>({});
  /** The session whose metadata the server said it does not have. */
  const [missingFor, setMissingFor] = useState<string | null>(null);
  const latest = useRef(metadata);
  latest.current = metadata;
  /** Metadata writes, one after another, so an older copy never lands after a newer one. */
  const writes = useRef<Promise<unknown>>(Promise.resolve());
  const write = useCallback((next: SessionMetadata) => {
    latest.current = next;
    const done = writes.current.then(() => saveMetadata(next));
    writes.current = done.catch(() => undefined);
    return done;
  }, []);
  const loading = !sessionId || loadedFor !== sessionId;

  const replace = useCallback((next: SessionMetadata | null) => {
    setMetadata(next);
    setRemoved(new Set());
    setLastRemoved(null);
    setPhones({});
  }, []);

  useEffect(() => {
    if (!sessionId) return;
    fetchMetadata(sessionId)
      .then((found) => {
        replace(found);
        // Only metadata known to be absent (404) is extracted again; a failed read keeps what is saved.
        setMissingFor(found ? null : sessionId);
      })
      .catch((error: unknown) => console.error('Loading the research data failed', error))
      .finally(() => setLoadedFor(sessionId));
  }, [sessionId, replace]);

  /** Saves the messages when asked, extracts the metadata from them and saves it. */
  const extract = useCallback(
    async (messages: UIMessage[], { saveChat }: { saveChat: boolean }) => {
      if (!sessionId) return;
      setExtracting(true);
      try {
        if (saveChat) await saveMessages(sessionId, messages);
        const extracted = await extractMetadata(sessionId, messages);
        const next = mergeExtracted(latest.current, extracted);
        replace(next);
        await write(next);
      } catch (error) {
        console.error('Saving or extracting the research data failed', error);
      } finally {
        setExtracting(false);
      }
    },
    [sessionId, replace, write],
  );

  /** After each answer: save the messages, extract the metadata, save it. */
  const onTurnFinished = useCallback(
    (messages: UIMessage[]) => extract(messages, { saveChat: true }),
    [extract],
  );

  // Once per session (StrictMode runs effects twice): a restored answer without saved metadata.
  const recovered = useRef<string | null>(null);
  useEffect(() => {
    if (loading || metadata || missingFor !== sessionId || recovered.current === sessionId) return;
    if (!restoredMessages?.some((m) => m.role === 'assistant')) return;
    recovered.current = sessionId;
    void extract(restoredMessages, { saveChat: false });
  }, [loading, metadata, missingFor, sessionId, restoredMessages, extract]);

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
      await write(next).catch((error: unknown) => console.error('Saving the places failed', error));
    },
    [metadata, removed, replace, write],
  );

  /**
   * Saves the location the parent chose in a search card (a chip, a suggestion, their own words):
   * it is the search's location after a reload and the place the research starts near, and no
   * place read from a later message replaces it.
   */
  const chooseLocation = useCallback(
    (index: number, location: string) => {
      const next = latest.current && withPickedLocation(latest.current, index, location);
      if (!next) return;
      setMetadata(next);
      write(next).catch((error: unknown) => console.error('Saving the location failed', error));
    },
    [write],
  );

  /** Saves what to ask each business with the session (the card's edits outlive a reload). */
  const saveAsks = useCallback(
    (asks: Ask[]) => {
      const current = latest.current;
      if (!current) return;
      const next = { ...current, asks };
      setMetadata(next);
      write(next).catch((error: unknown) => console.error('Saving the asks failed', error));
    },
    [write],
  );

  const all: PanelPlace[] = (metadata?.places ?? []).map((place, index) => ({
    index,
    place,
    editedPhone: phones[index],
  }));

  return {
    metadata,
    loading,
    extracting,
    visible: all.filter((p) => !removed.has(p.index)),
    /** The place removed last, which can still be restored. */
    undoable: all.find((p) => p.index === lastRemoved) ?? null,
    onTurnFinished,
    confirmResults,
    saveAsks,
    chooseLocation,
    remove: (index: number) => {
      setRemoved((prev) => new Set(prev).add(index));
      setLastRemoved(index);
    },
    undoRemove: () => {
      if (lastRemoved === null) return;
      setRemoved((prev) => new Set([...prev].filter((i) => i !== lastRemoved)));
      setLastRemoved(null);
    },
    editPhone: (index: number, phone: string) => setPhones((prev) => ({ ...prev, [index]: phone })),
  };
}
