/** DOM id of one transcript turn, the target of evidence links. */
export const turnAnchorId = (callId: string, turn: number) => `turn-${callId}-${turn}`;
