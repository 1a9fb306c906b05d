import { joinSpokenPrices } from '#functions/core/answers/normalize/spoken-prices';
import { tokensOf } from '#functions/core/answers/normalize/tokens';

/** The numbers a text says, spoken prices joined ("one twenty-nine" is 129). */
export const numbersSaid = (text: string) =>
  joinSpokenPrices(tokensOf(text)).flatMap((t) => (t.value === null ? [] : [t.value]));
