/**
 * Counts the waves of table requests a piece of work makes (a wave starts when a request is sent
 * while none is in flight), and the writes among them.
 */
export function countWaves(doc: { send: (...args: never[]) => Promise<unknown> }) {
  const send = doc.send.bind(doc);
  const state = { inFlight: 0, waves: 0, writes: 0 };
  doc.send = async (...args: never[]) => {
    if (state.inFlight === 0) state.waves += 1;
    if (!/^(Get|Query|BatchGet)Command$/.test((args[0] as object).constructor.name)) state.writes += 1;
    state.inFlight += 1;
    try {
      return await send(...args);
    } finally {
      state.inFlight -= 1;
    }
  };
  return state;
}
