import type { ResearchDeps } from '../core/research/deps';
import { charge, extract, finalize, markCallFailed, recordNoCharge } from './call-steps';
import { placeCall } from './place-call';
import { prepare } from './prepare';

/** A Task state's handler: validated input in, JSON out. */
export type TaskHandler = (input: unknown) => Promise<unknown>;

/**
 * The Task states of state-machines/research.asl.json, by state name
 * (docs/architecture.md "The research workflow").
 */
export function createWorkflowHandlers(deps: ResearchDeps): Record<string, TaskHandler> {
  return {
    Prepare: (input) => prepare(deps, input),
    PlaceCall: (input) => placeCall(deps, input),
    Extract: (input) => extract(deps, input),
    Charge: (input) => charge(deps, input),
    RecordNoCharge: (input) => recordNoCharge(deps, input),
    MarkCallFailed: (input) => markCallFailed(deps, input),
    Finalize: (input) => finalize(deps, input),
  };
}
