import { queryOptions } from '@tanstack/react-query';
import { deriveAsks } from '#shared/contracts/asks';
import { callApi } from './api-client';

/** The server's split of a question into the separate things to ask. */
const postDeriveAsks = async (question: string, signal?: AbortSignal) =>
  (await callApi(deriveAsks, { body: { question }, signal })).asks;

/** The derived asks of one question; a question is split once per session. */
export const deriveAsksQueryOptions = (question: string) =>
  queryOptions({
    queryKey: ['asks', question] as const,
    queryFn: ({ signal }) => postDeriveAsks(question, signal),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
