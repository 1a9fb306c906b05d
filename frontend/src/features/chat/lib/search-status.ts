import { counted } from '#shared/domain/result-summary';

/** How a business-search tool call ended, as the chat shows it. */
export type SearchStatus = { kind: 'running' | 'found' | 'failed'; label: string };

/** Reads a search tool part: still running, found N businesses, or failed / found none (with why). */
export function searchStatus(part: { state: string; output?: unknown; errorText?: string }): SearchStatus {
  if (part.state === 'output-error') {
    return { kind: 'failed', label: `Business search failed${part.errorText ? `: ${part.errorText}` : ''}` };
  }
  if (part.state !== 'output-available') return { kind: 'running', label: 'Searching for businesses...' };
  const output = (part.output ?? {}) as { count?: unknown; error?: unknown; location?: unknown };
  if (typeof output.error === 'string')
    return { kind: 'failed', label: `Business search failed: ${output.error}` };
  const count = typeof output.count === 'number' ? output.count : 0;
  if (count === 0) {
    const where = typeof output.location === 'string' ? ` near ${output.location}` : '';
    return { kind: 'failed', label: `No businesses found${where}` };
  }
  return { kind: 'found', label: `Found ${counted(count, 'business')}` };
}
