/** A value read from an answer, with how sure the reading is (1: stated plainly). */
export interface Reading<T> {
  value: T;
  certainty: number;
}
