// Speaks text with mespeak (the pure-JavaScript eSpeak port) in a worker process, so the
// synthesiser shares no heap with the server: a failure ends only this process, and the engine in
// worker-engine.ts starts a fresh one. Plain JavaScript, so it runs without a TypeScript loader.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const meSpeak = require('mespeak');
meSpeak.loadConfig(require('mespeak/src/mespeak_config.json'));
meSpeak.loadVoice(require('mespeak/voices/en/en-us.json'));
meSpeak.loadVoice(require('mespeak/voices/en/en-rp.json'));

process.on('message', ({ id, text, voice }) => {
  try {
    const audio = meSpeak.speak(text, { ...voice, rawdata: 'array' });
    if (!audio) throw new Error('mespeak produced no audio');
    const wav = Uint8Array.from(audio);
    process.send?.({ id, wav });
  } catch (error) {
    process.send?.({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
