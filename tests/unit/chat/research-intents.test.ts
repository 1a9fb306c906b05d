import { describe, expect, it } from 'vitest';
import { categoryFor } from '#functions/adapters/local/directory/categories';
import { intentOf } from '#functions/adapters/local/scripted-model/tasks/research-intents';
import { EXAMPLE_PROMPTS } from '#shared/domain/chat-examples';

describe('scripted research assistant intents', () => {
  it.each(EXAMPLE_PROMPTS)(
    'understands the example prompt "%s" and the directory has such businesses',
    (prompt) => {
      const intent = intentOf(prompt);
      expect(intent).not.toBeNull();
      expect(categoryFor({ query: intent?.searchQuery ?? '' }).id).not.toBe('local business');
    },
  );

  it('keeps specific intents ahead of general ones', () => {
    expect(intentOf('Best sushi restaurants near me')?.label).toBe('sushi restaurants');
    expect(categoryFor({ query: 'lawn care' }).id).toBe('landscaper');
    expect(categoryFor({ query: 'sushi restaurant' }).id).toBe('sushi restaurant');
  });
});
