import nlp from 'compromise';
import { describe, expect, it } from 'vitest';
import { infinitiveOf } from '#functions/core/asks/infinitive';

describe('the infinitive of a verb, without compromise verbs plugin', () => {
  it.each([
    ['takes', 'take'],
    ['offers', 'offer'],
    ['teaches', 'teach'],
    ['carries', 'carry'],
    ['went', 'go'],
    ['took', 'take'],
    ['accepting', 'accept'],
    ['accept', 'accept'],
    ['are', 'be'],
    ['was', 'be'],
    ['Takes', 'take'],
  ])('%s is %s', (word, infinitive) => {
    expect(infinitiveOf(word)).toBe(infinitive);
  });

  it('keeps a word that is no verb as said', () => {
    for (const word of ['usually', 'classes', 'Saturday']) expect(infinitiveOf(word)).toBe(word);
  });

  it("agrees with the plugin's conjugation on the verbs businesses are asked about", () => {
    const verbs =
      'provides sells runs fixes gives includes needs opens allows repairs installs rents serves fits specializes deals hires charges'.split(
        ' ',
      );
    for (const verb of verbs) expect(infinitiveOf(verb)).toBe(nlp(verb).verbs().toInfinitive().text());
  });
});
