import { normalizePhone } from './phone';

/** A North American number as people type it: "416-555-0100", "(416) 555 0100", "+1 416 555 0100". */
const WRITTEN_PHONE = /(?:\+?1[\s.-]?)?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}\b/g;

/** Phone numbers written in a question, in E.164 form, each once and in order. */
export function phonesInText(text: string): string[] {
  const found = [...text.matchAll(WRITTEN_PHONE)]
    .map((match) => normalizePhone(match[0]))
    .filter((phone): phone is string => phone !== null);
  return [...new Set(found)];
}
