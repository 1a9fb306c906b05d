/** A common research intent of the chat (the chat's example prompts). */
export interface Intent {
  /** Lower-case word starts that select the intent. */
  words: string[];
  /** Plural label, e.g. "swim schools". */
  label: string;
  /** What to search the directory for. */
  searchQuery: string;
  /** What usually matters, offered when asking the user. */
  matters: string;
  /** Goal of each call when the user does not say more. */
  goal: string;
}

const intent = (
  words: string[],
  label: string,
  searchQuery: string,
  matters: string,
  goal: string,
): Intent => ({
  words,
  label,
  searchQuery,
  matters,
  goal,
});

/** Intents in order of precedence: the first whose word appears wins. */
const INTENTS: Intent[] = [
  intent(
    ['pet sit', 'dog walk', 'pet board', 'kennel'],
    'pet sitters',
    'pet sitter',
    'dates, daily price or experience with your pet',
    'Ask about availability on the dates, daily price and experience',
  ),
  intent(
    ['speech'],
    'speech therapists',
    'speech therapist',
    'waitlist, assessment price or age groups',
    'Ask about the waitlist, assessment price and ages they see',
  ),
  intent(
    ['physio'],
    'physiotherapists',
    'physiotherapist',
    'kids appointments, price or insurance billing',
    'Ask whether they see children, appointment price and availability',
  ),
  intent(
    ['soccer'],
    'soccer programs',
    'soccer program',
    'age groups, season dates or fees',
    'Ask about the age group, season dates and registration fee',
  ),
  intent(
    ['hockey'],
    'hockey programs',
    'hockey league',
    'age groups, ice times or fees',
    'Ask about the age division, ice times and registration fee',
  ),
  intent(
    ['skating', 'skate'],
    'skating schools',
    'skating lessons',
    'beginner classes, schedule or price',
    'Ask about beginner lessons, schedule and price',
  ),
  intent(
    ['art class', 'art classes', 'painting', 'drawing'],
    'art studios',
    'kids art classes',
    'age groups, schedule or price',
    'Ask about classes for the age group, schedule and price',
  ),
  intent(
    ['chess'],
    'chess clubs',
    'chess club',
    'age groups, meeting times or fees',
    'Ask about kids programs, meeting times and fees',
  ),
  intent(
    ['babysit', 'nanny', 'sitter'],
    'nanny agencies',
    'nanny agency',
    'availability, hourly rate or background checks',
    'Ask about availability, hourly rates and background checks',
  ),
  intent(
    ['playground', 'play centre', 'play center', 'trampoline'],
    'indoor playgrounds',
    'indoor playground',
    'opening hours, admission price or age limits',
    'Ask about opening hours on the day, admission price and ages',
  ),
  intent(
    ['driving'],
    'driving schools',
    'driving school',
    'lesson packages, weekend slots or price',
    'Ask about lesson packages, weekend availability and price',
  ),
  intent(
    ['appliance', 'dishwasher', 'washer', 'dryer', 'fridge'],
    'appliance repair services',
    'appliance repair',
    'call-out fee, availability or brands serviced',
    'Ask about the call-out fee, next availability and brands',
  ),
  intent(
    ['locksmith', 'locked out'],
    'locksmiths',
    'locksmith',
    'availability tonight, call-out fee or response time',
    'Ask about availability, call-out fee and response time',
  ),
  intent(
    ['bike', 'bicycle'],
    'bike shops',
    'bike repair',
    'turnaround time, tune-up price or parts',
    'Ask about turnaround time and tune-up price',
  ),
  intent(
    ['swim'],
    'swim schools',
    'swim lessons',
    'price, class times, class size or instructor experience',
    'Ask about swim lesson availability, schedule and price',
  ),
  intent(
    ['daycare', 'day care', 'childcare', 'child care', 'preschool', 'nursery'],
    'daycares',
    'daycare',
    'openings, hours, fees or the waitlist',
    'Ask about daycare openings, hours, fees and the waitlist',
  ),
  intent(
    ['groom'],
    'dog groomers',
    'dog grooming',
    'price, next available appointment or breed experience',
    'Ask about grooming prices and the next available appointment',
  ),
  intent(
    ['sushi', 'japanese', 'ramen'],
    'sushi restaurants',
    'sushi restaurant',
    'reservations, kids menu, prices or allergy options',
    'Ask about reservations, prices and family-friendly options',
  ),
  intent(
    ['dentist', 'dental', 'orthodont', 'teeth'],
    'dentists',
    'dentist',
    'new patients, kids, insurance or evening hours',
    'Ask whether they accept new patients, their hours and fees',
  ),
  intent(
    ['plumb', 'leak', 'drain', 'water heater'],
    'plumbers',
    'plumber',
    'emergency availability, call-out fee or quote',
    'Ask about availability, call-out fee and a rough quote',
  ),
  intent(
    ['electric', 'wiring'],
    'electricians',
    'electrician',
    'availability, hourly rate or licensing',
    'Ask about availability, rates and licensing',
  ),
  intent(
    ['pediatric', 'paediatric', 'family doctor', 'doctor', 'clinic'],
    'pediatric clinics',
    'pediatrician',
    'new patients, wait times or walk-ins',
    'Ask whether they accept new patients and about wait times',
  ),
  intent(
    ['piano', 'guitar', 'violin', 'music'],
    'music schools',
    'music lessons',
    'price per lesson, schedule or teacher experience',
    'Ask about lesson prices, schedule and availability',
  ),
  intent(
    ['dance', 'ballet'],
    'dance studios',
    'dance classes',
    'age groups, schedule or price',
    'Ask about classes for the age group, schedule and price',
  ),
  intent(
    ['karate', 'martial', 'taekwondo', 'judo'],
    'martial arts schools',
    'martial arts classes',
    'age groups, trial classes or price',
    'Ask about kids classes, a free trial and monthly price',
  ),
  intent(
    ['tutor', 'math help', 'reading help', 'homework'],
    'tutoring centres',
    'tutoring',
    'subjects, price per hour or availability',
    'Ask about subjects, hourly price and availability',
  ),
  intent(
    ['camp'],
    'summer camps',
    'summer camp',
    'dates, ages, price or spots left',
    'Ask about camp dates, ages, price and spots left',
  ),
  intent(
    ['haircut', 'hair', 'barber', 'salon'],
    'hair salons',
    'kids haircut',
    'price, walk-ins or weekend availability',
    'Ask about prices and the next available appointment',
  ),
  intent(
    ['mechanic', 'oil change', 'tire', 'car repair', 'auto'],
    'auto repair shops',
    'auto repair',
    'price, wait time or warranty',
    'Ask for a price and how soon they can take the car',
  ),
  intent(
    ['vet', 'veterinar', 'cat ', 'kitten'],
    'veterinarians',
    'veterinarian',
    'new patients, price of a check-up or emergency hours',
    'Ask about new patients, check-up price and hours',
  ),
  intent(
    ['pizza'],
    'pizzerias',
    'pizza',
    'party orders, delivery or prices',
    'Ask about large orders, delivery and prices',
  ),
  intent(
    ['cake', 'bakery', 'cupcake'],
    'bakeries',
    'custom cake bakery',
    'custom orders, lead time or price',
    'Ask about custom cakes, lead time and price',
  ),
  intent(
    ['birthday', 'party venue', 'party'],
    'party venues',
    'kids birthday party venue',
    'capacity, packages, dates or price',
    'Ask about party packages, capacity, open dates and price',
  ),
  intent(
    ['gymnastic', 'gym', 'fitness', 'yoga'],
    'gyms and studios',
    'gymnastics classes',
    'schedule, trial class or membership price',
    'Ask about class schedule, trial classes and price',
  ),
  intent(
    ['clean', 'maid', 'housekeep'],
    'cleaning services',
    'house cleaning',
    'price, availability or supplies',
    'Ask about price, availability and what is included',
  ),
  intent(
    ['lawn', 'landscap', 'garden', 'snow removal'],
    'landscapers',
    'lawn care',
    'seasonal contracts, price or availability',
    'Ask about pricing and availability for the season',
  ),
  intent(
    ['mover', 'moving'],
    'moving companies',
    'movers',
    'dates, hourly rate or insurance',
    'Ask about availability on the date, rates and insurance',
  ),
  intent(
    ['furnace', 'hvac', 'air condition', 'heating'],
    'heating and cooling companies',
    'hvac repair',
    'emergency service, quote or maintenance plans',
    'Ask about availability, a quote and maintenance plans',
  ),
  intent(
    ['eye', 'optometr', 'glasses'],
    'optometrists',
    'optometrist',
    'kids eye exams, insurance or availability',
    'Ask about eye exams for kids, availability and price',
  ),
  intent(
    ['photograph', 'photo'],
    'photographers',
    'family photographer',
    'packages, dates or price',
    'Ask about packages, open dates and price',
  ),
  intent(
    ['restaurant', 'kids menu', 'high chair', 'brunch'],
    'family restaurants',
    'family restaurant',
    'kids menu, high chairs, reservations or prices',
    'Ask about a kids menu, high chairs and reservations',
  ),
];

/** The intent named in a text, or null. */
export function intentOf(text: string): Intent | null {
  const lower = ` ${text.toLowerCase().replace(/[^a-z0-9' ]+/g, ' ')} `;
  return INTENTS.find((i) => i.words.some((word) => lower.includes(` ${word}`))) ?? null;
}
