import { generateText, type LanguageModel, Output } from 'ai';
import { type SessionPlace, sessionPlaceSchema } from '#shared/contracts/chat';
import { radiusSaid } from '#shared/domain/distance';
import { DEFAULT_GOAL } from '#shared/domain/validation-messages';
import * as z from '#shared/zod';
import { placeSaid, type SuggestPlaces } from './place-said';

/**
 * The named-business rules and their phone-number metadata (≈ 140 KB), loaded when metadata is
 * first extracted rather than when the chat function starts: most chat requests only stream.
 */
const namedPlaces = () => import('./named-places');

/** What the model must return; defaults fill what it leaves out. */
const extractedMetadataSchema = z.object({
  title: z.string(),
  originalQuery: z.string(),
  places: z.array(
    z.object({
      name: z.string(),
      tel: z.nullish(z.string()),
      goal: z.nullish(z.string()),
      shareChildrenInfo: z.nullish(z.boolean()),
      type: z.nullish(z.enum(['specific', 'search'])),
      searchQuery: z.nullish(z.string()),
      searchLocation: z.nullish(z.string()),
    }),
  ),
});

const NO_LOCATION = 'not specified';

export interface ExtractInput {
  query: string;
  conversationHistory: { role: 'user' | 'assistant'; content: string }[];
}

const normalisePlace = (place: z.infer<typeof extractedMetadataSchema>['places'][number]): SessionPlace => {
  const type = place.type ?? (place.searchQuery ? 'search' : 'specific');
  return sessionPlaceSchema.parse({
    name: place.name.slice(0, 200),
    tel: (place.tel ?? '').slice(0, 40),
    goal: place.goal?.trim() ? place.goal.slice(0, 500) : DEFAULT_GOAL,
    shareChildrenInfo: place.shareChildrenInfo ?? false,
    type,
    ...(type === 'search'
      ? {
          searchQuery: (place.searchQuery ?? place.name).slice(0, 200),
          searchLocation: (place.searchLocation?.trim() || NO_LOCATION).slice(0, 200),
        }
      : {}),
  });
};

/** A search near `place` instead of the `written` location, in its name too. */
const withPlace = (search: SessionPlace, written: string, place: string): SessionPlace => ({
  ...search,
  name: search.name.replace(written, place),
  searchLocation: place,
});

/** Search places near only the place the model read (not "please, within about 10 miles" after it). */
async function placesOnly(
  places: SessionPlace[],
  suggest: SuggestPlaces | undefined,
): Promise<SessionPlace[]> {
  if (!suggest) return places;
  const read = new Map<string, Promise<string>>();
  const placeOf = (text: string) => {
    const found = read.get(text) ?? placeSaid(text, suggest);
    read.set(text, found);
    return found;
  };
  return Promise.all(
    places.map(async (place) =>
      place.type === 'search' && place.searchLocation && place.searchLocation !== NO_LOCATION
        ? withPlace(place, place.searchLocation, await placeOf(place.searchLocation))
        : place,
    ),
  );
}

/**
 * Reads title, original query and places out of a conversation with the model; `suggest` (the
 * places search) keeps a search's location to the place it names, and a radius the parent stated
 * ("within about 10 miles", "10 km") is read from their messages.
 */
export async function extractMetadata(
  model: LanguageModel,
  system: string,
  input: ExtractInput,
  suggest?: SuggestPlaces,
) {
  const rules = namedPlaces();
  const transcript = input.conversationHistory.map((turn) => `${turn.role}: ${turn.content}`).join('\n');
  const { output } = await generateText({
    model,
    system,
    prompt: `First user message: ${input.query}\n\nConversation:\n${transcript}`,
    output: Output.object({ schema: extractedMetadataSchema }),
  });
  const places = await placesOnly(output.places.slice(0, 50).map(normalisePlace), suggest);
  const userTurns = input.conversationHistory
    .filter((turn) => turn.role === 'user')
    .map((turn) => turn.content);
  const defaults = {
    goal: places[0]?.goal ?? DEFAULT_GOAL,
    shareChildrenInfo: places[0]?.shareChildrenInfo ?? false,
  };
  const location = places.find(
    (p) => p.type === 'search' && p.searchLocation && p.searchLocation !== NO_LOCATION,
  )?.searchLocation;
  const radiusMiles = radiusSaid((userTurns.length ? userTurns : [input.query]).join('\n'));
  const { settleNamedPlaces } = await rules;
  return {
    title: output.title.trim().slice(0, 200) || input.query.slice(0, 200),
    originalQuery: (output.originalQuery.trim() || input.query).slice(0, 2000),
    places: settleNamedPlaces(
      places,
      (userTurns.length ? userTurns : [input.query]).join('\n'),
      defaults,
    ).slice(0, 50),
    ...(location ? { location } : {}),
    ...(radiusMiles === null ? {} : { radiusMiles }),
  };
}
