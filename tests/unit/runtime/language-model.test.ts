import { describe, expect, it } from 'vitest';
import { createLanguageModel } from '#functions/runtime/language-model';
import { localSettingsSchema } from '#functions/runtime/local-settings';
import { parseSettings } from '#functions/runtime/settings';

describe('language model selection', () => {
  it('defaults to the scripted model and a 60x simulated clock', () => {
    const settings = parseSettings(localSettingsSchema, {});
    expect(settings.MODEL_PROVIDER).toBe('scripted');
    expect(settings.SIMULATION_SPEED).toBe(60);
    expect(createLanguageModel(settings)).toMatchObject({ provider: 'askaround-scripted' });
  });

  it('builds an OpenAI-compatible chat model from its URL and model name', () => {
    const settings = parseSettings(localSettingsSchema, {
      MODEL_PROVIDER: 'openai-compatible',
      OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1',
      OPENAI_MODEL: 'llama3.2',
    });
    const model = createLanguageModel(settings);
    expect(model).toMatchObject({ modelId: 'llama3.2', specificationVersion: 'v3' });
    expect(typeof model === 'object' && model.provider).toMatch(/^openai-compatible/);
  });

  it('names the missing variables when the OpenAI-compatible provider lacks them', () => {
    const settings = parseSettings(localSettingsSchema, { MODEL_PROVIDER: 'openai-compatible' });
    expect(() => createLanguageModel(settings)).toThrow(/OPENAI_BASE_URL, OPENAI_MODEL required/);
  });

  it('rejects an unknown provider, a bad URL and a non-positive speed', () => {
    expect(() =>
      parseSettings(localSettingsSchema, {
        MODEL_PROVIDER: 'gpt',
        OPENAI_BASE_URL: 'nope',
        SIMULATION_SPEED: '0',
      }),
    ).toThrow(/MODEL_PROVIDER.*OPENAI_BASE_URL must be a URL.*SIMULATION_SPEED must be above 0/);
  });
});
