/**
 * A reply that states a rule and then applies it to the child: "It's for rising ninth graders and up.
 * If she's finishing eighth grade, she's a rising ninth grader, so she's in." The conclusion, not
 * the rule, answers the yes or no.
 */

/** Who a conclusion is drawn of: the child, the family, "that". */
const SUBJECT = '(?:she|he|they|you|it|that|your (?:son|daughter|kid|child|family))';
/** What is drawn: in, fine, eligible, all set, good to go; or out, too young. */
const DRAWN = String.raw`(?:'s|'re| is| are| would be| will be| should be)?\s+(?:totally |definitely |just |still )?(?:in|fine|good|good to go|ok|okay|eligible|welcome|all set|set|covered|out|not eligible|too young|too old)`;

const CONCLUSION = new RegExp(String.raw`(?:^|[,;]\s*|\s)so,?\s+${SUBJECT}${DRAWN}\s*[.!]?\s*$`, 'i');

/** Whether a clause ends by applying what was said to the one asked about ("…, so she's in."). */
export const concludes = (clause: string) => CONCLUSION.test(clause.replace(/’/g, "'"));
