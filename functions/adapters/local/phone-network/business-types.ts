/** Kinds of local business the simulation knows, with what they sell and in what price range. */
export interface BusinessType {
  id: string;
  keywords: RegExp;
  items: { name: string; plural: string; min: number; max: number; unit: string }[];
  services: string[];
}

const item = (name: string, min: number, max: number, unit = 'per session', plural = pluralOf(name)) => ({
  name,
  plural,
  min,
  max,
  unit,
});

const pluralOf = (name: string) => (/(s|sh|ch|x)$/.test(name) ? `${name}es` : `${name}s`);

export const BUSINESS_TYPES: BusinessType[] = [
  {
    id: 'swim',
    keywords: /swim|pool|aquatic/i,
    items: [
      item('group lesson', 18, 35),
      item('private lesson', 40, 75),
      item('parent-and-tot class', 15, 28),
    ],
    services: ['group lessons', 'private lessons', 'parent-and-tot classes', 'lifeguard courses'],
  },
  {
    id: 'daycare',
    keywords: /daycare|day care|childcare|child care|preschool|nursery|montessori/i,
    items: [item('full-time spot', 900, 1900, 'per month'), item('part-time spot', 500, 1100, 'per month')],
    services: ['full-time care', 'part-time care', 'after-school care', 'hot lunches'],
  },
  {
    id: 'dentist',
    keywords: /dent|orthodon|teeth/i,
    items: [
      item('cleaning', 90, 180, 'per visit'),
      item('checkup', 60, 140, 'per visit'),
      item('filling', 120, 260, 'per visit'),
    ],
    services: ['cleanings', 'checkups', 'fillings', "children's dentistry"],
  },
  {
    id: 'groomer',
    keywords: /groom|dog|pet|vet/i,
    items: [
      item('small dog groom', 45, 70, 'per visit'),
      item('large dog groom', 70, 120, 'per visit'),
      item('nail trim', 12, 25, 'per visit'),
    ],
    services: ['full grooms', 'baths', 'nail trims', 'teeth brushing'],
  },
  {
    id: 'tutor',
    keywords: /tutor|math|reading|learning|lesson|music|piano|guitar|art class/i,
    items: [item('one-hour session', 40, 90, 'per hour', 'one-hour sessions'), item('group class', 20, 40)],
    services: ['one-on-one tutoring', 'small group classes', 'homework help', 'test preparation'],
  },
  {
    id: 'trades',
    keywords: /plumb|electric|hvac|handyman|repair|clean/i,
    items: [
      item('service call', 80, 160, 'per visit'),
      item('hourly rate', 70, 140, 'per hour', 'hourly rates'),
    ],
    services: ['emergency repairs', 'installations', 'maintenance visits', 'free estimates'],
  },
  {
    id: 'restaurant',
    keywords: /sushi|restaurant|pizza|cafe|café|bakery|cake|catering|birthday/i,
    items: [item('kids meal', 8, 16, 'per child'), item('party package', 180, 450, 'per party')],
    services: ['dine-in', 'take-out', 'birthday parties', 'catering'],
  },
  {
    id: 'sports',
    keywords: /soccer|gym|gymnastic|dance|karate|martial|camp|sport|skating|hockey|yoga|climb/i,
    items: [
      item('drop-in class', 15, 30),
      item('monthly membership', 80, 220, 'per month'),
      item('summer camp week', 200, 420, 'per week'),
    ],
    services: ['weekly classes', 'drop-in sessions', 'summer camps', 'birthday parties'],
  },
];

export const GENERIC_TYPE: BusinessType = {
  id: 'generic',
  keywords: /.^/,
  items: [item('standard service', 30, 90, 'per visit'), item('premium service', 80, 180, 'per visit')],
  services: ['standard service', 'premium service', 'consultations'],
};

/** The business type named by the business name first, else by the question. */
export function businessTypeOf(businessName: string, question: string): BusinessType {
  return (
    BUSINESS_TYPES.find((t) => t.keywords.test(businessName)) ??
    BUSINESS_TYPES.find((t) => t.keywords.test(question)) ??
    GENERIC_TYPE
  );
}
