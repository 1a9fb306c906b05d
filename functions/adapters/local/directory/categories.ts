import { singular } from '#functions/core/answers/normalize/tokens';

/** A kind of business the embedded directory knows, recognised from search words. */
export interface Category {
  id: string;
  /** Words in a query that select this category (lower case, matched as word prefixes). */
  words: string[];
  /** Name endings, e.g. "Swim School". */
  suffixes: string[];
}

/** Categories behind the chat's example prompts (shared/domain/chat-examples.ts); the last one catches everything else. */
const CATEGORIES: Category[] = [
  {
    id: 'pet sitter',
    words: ['pet sit', 'dog walk', 'kennel'],
    suffixes: ['Pet Sitting', 'Pet Care', 'Dog Walkers'],
  },
  { id: 'speech therapist', words: ['speech'], suffixes: ['Speech Therapy', 'Speech & Language Clinic'] },
  { id: 'physiotherapist', words: ['physio'], suffixes: ['Physiotherapy', 'Physio & Rehab'] },
  { id: 'soccer program', words: ['soccer'], suffixes: ['Soccer Club', 'Soccer Academy'] },
  { id: 'hockey league', words: ['hockey'], suffixes: ['Minor Hockey', 'Hockey Academy'] },
  { id: 'skating school', words: ['skating', 'skate'], suffixes: ['Skating Club', 'Skating School'] },
  {
    id: 'art studio',
    words: ['art class', 'art studio', 'kids art', 'painting'],
    suffixes: ['Art Studio', 'Art School'],
  },
  { id: 'chess club', words: ['chess'], suffixes: ['Chess Club', 'Chess Academy'] },
  { id: 'nanny agency', words: ['nanny', 'babysit'], suffixes: ['Nanny Agency', 'Childcare Staffing'] },
  {
    id: 'indoor playground',
    words: ['playground', 'play centre', 'trampoline'],
    suffixes: ['Indoor Playground', 'Play Centre', 'Fun Zone'],
  },
  { id: 'driving school', words: ['driving'], suffixes: ['Driving School', 'Driver Training'] },
  {
    id: 'appliance repair',
    words: ['appliance', 'dishwasher'],
    suffixes: ['Appliance Repair', 'Appliance Service'],
  },
  { id: 'locksmith', words: ['locksmith'], suffixes: ['Locksmith', 'Lock & Key'] },
  { id: 'bike shop', words: ['bike', 'bicycle'], suffixes: ['Bike Shop', 'Cycles'] },
  {
    id: 'swim school',
    words: ['swim', 'swimming', 'pool'],
    suffixes: ['Swim School', 'Aquatics', 'Swim Academy'],
  },
  {
    id: 'daycare',
    words: ['daycare', 'day care', 'childcare', 'child care', 'preschool', 'nursery'],
    suffixes: ['Daycare', 'Early Learning Centre', 'Childcare'],
  },
  {
    id: 'dog groomer',
    words: ['groom', 'dog', 'puppy', 'pet'],
    suffixes: ['Dog Grooming', 'Pet Spa', 'Grooming Studio'],
  },
  {
    id: 'sushi restaurant',
    words: ['sushi', 'japanese', 'ramen'],
    suffixes: ['Sushi', 'Sushi Bar', 'Japanese Kitchen'],
  },
  {
    id: 'dentist',
    words: ['dentist', 'dental', 'orthodont', 'teeth'],
    suffixes: ['Dental', 'Family Dentistry', 'Dental Care'],
  },
  {
    id: 'plumber',
    words: ['plumb', 'leak', 'drain', 'water heater'],
    suffixes: ['Plumbing', 'Plumbing & Drains', 'Plumbing Services'],
  },
  { id: 'electrician', words: ['electric', 'wiring'], suffixes: ['Electric', 'Electrical Services'] },
  {
    id: 'pediatrician',
    words: ['pediatric', 'paediatric', 'doctor', 'clinic'],
    suffixes: ['Pediatrics', 'Family Clinic', 'Medical Centre'],
  },
  {
    id: 'music school',
    words: ['piano', 'guitar', 'violin', 'music'],
    suffixes: ['Music School', 'Music Academy', 'Music Studio'],
  },
  { id: 'dance studio', words: ['dance', 'ballet'], suffixes: ['Dance Studio', 'Dance Academy'] },
  {
    id: 'martial arts school',
    words: ['karate', 'martial', 'taekwondo', 'judo'],
    suffixes: ['Martial Arts', 'Karate Dojo'],
  },
  {
    id: 'tutoring centre',
    words: ['tutor', 'math', 'reading', 'homework'],
    suffixes: ['Tutoring', 'Learning Centre'],
  },
  { id: 'summer camp', words: ['camp'], suffixes: ['Day Camp', 'Summer Camp'] },
  {
    id: 'hair salon',
    words: ['hair', 'haircut', 'salon', 'barber'],
    suffixes: ['Hair Studio', 'Salon', 'Barbershop'],
  },
  {
    id: 'auto repair',
    words: ['car repair', 'auto', 'mechanic', 'tire', 'oil change', 'brake'],
    suffixes: ['Auto Repair', 'Auto Service', 'Garage'],
  },
  {
    id: 'veterinarian',
    words: ['vet', 'veterinar', 'cat', 'animal'],
    suffixes: ['Animal Hospital', 'Veterinary Clinic'],
  },
  { id: 'pizza restaurant', words: ['pizza'], suffixes: ['Pizza', 'Pizzeria'] },
  { id: 'bakery', words: ['cake', 'bakery', 'cupcake'], suffixes: ['Bakery', 'Cake Shop'] },
  {
    id: 'party venue',
    words: ['birthday', 'party', 'venue'],
    suffixes: ['Party Centre', 'Play Place', 'Event Space'],
  },
  {
    id: 'gymnastics club',
    words: ['gymnastic', 'tumbling'],
    suffixes: ['Gymnastics Club', 'Gymnastics Academy', 'Tumbling Centre'],
  },
  { id: 'yoga studio', words: ['yoga'], suffixes: ['Yoga Studio', 'Yoga'] },
  { id: 'gym', words: ['gym', 'fitness'], suffixes: ['Fitness', 'Gym', 'Athletic Club'] },
  { id: 'cleaning service', words: ['clean', 'maid', 'housekeep'], suffixes: ['Cleaning', 'Cleaning Co.'] },
  { id: 'landscaper', words: ['lawn', 'landscap', 'garden', 'snow'], suffixes: ['Landscaping', 'Lawn Care'] },
  { id: 'moving company', words: ['mover', 'moving'], suffixes: ['Movers', 'Moving Co.'] },
  {
    id: 'hvac contractor',
    words: ['furnace', 'hvac', 'air condition', 'heating'],
    suffixes: ['Heating & Cooling', 'HVAC'],
  },
  { id: 'optometrist', words: ['eye', 'optometr', 'glasses'], suffixes: ['Eye Care', 'Optometry'] },
  { id: 'photographer', words: ['photo'], suffixes: ['Photography', 'Photo Studio'] },
  {
    id: 'family restaurant',
    words: ['restaurant', 'brunch'],
    suffixes: ['Family Restaurant', 'Diner', 'Kitchen'],
  },
  { id: 'local business', words: [], suffixes: ['& Co.', 'Services', 'Shop'] },
];

/** The first category a word of the text selects, or none. */
const selectedBy = (text: string) =>
  CATEGORIES.find((c) => c.words.some((word) => ` ${text} `.includes(` ${word}`)));

const plainWords = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9 ]+/g, ' ')
    .trim();

/**
 * The category of a search. With the kind of business read from the query ("gymnastics clubs"):
 * the category its name selects, its head word first ("hockey camps" are camps), else a category of
 * that very kind ("robotics clubs" → "Maple Robotics Club"). Without one, the first category a word
 * of the query selects, or the catch-all.
 */
export function categoryFor(search: { query: string; businessKind?: string | null }): Category {
  const kind = search.businessKind ? plainWords(search.businessKind) : '';
  if (!kind) return selectedBy(plainWords(search.query)) ?? (CATEGORIES.at(-1) as Category);
  const words = kind.split(/\s+/);
  for (let from = words.length - 1; from >= 0; from--) {
    const selected = selectedBy(words.slice(from).join(' '));
    if (selected) return selected;
  }
  return categoryOfKind(words);
}

/** A category named after the kind itself: "horse riding stables" → "Horse Riding Stable". */
function categoryOfKind(words: string[]): Category {
  const named = [...words.slice(0, -1), singular(words.at(-1) as string)];
  const suffix = named.map((w) => `${w.charAt(0).toUpperCase()}${w.slice(1)}`).join(' ');
  return { id: named.join(' '), words: [], suffixes: [suffix] };
}
