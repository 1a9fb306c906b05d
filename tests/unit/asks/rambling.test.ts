import { describe, expect, it } from 'vitest';
import { parseAsks } from '#functions/core/asks/parse-asks';

/**
 * Long questions as parents type them when they ramble: the child or the situation told first, in
 * the middle or after, its clauses joined by commas, "and", dashes, ellipses, brackets or "haha",
 * run-ons without punctuation. Only the questions are asked; what is told is context. Written for
 * this test, not taken from the eval batches.
 */
const asked = (question: string) => parseAsks(question).map((a) => `${a.kind}: ${a.label}`);

const RAMBLING: [string, string[]][] = [
  [
    "My daughter Mia is 7, nearly 8, and loves to climb everything — do you have kids' classes?",
    ["yes_no: Do you have kids' classes?"],
  ],
  [
    'We just moved here from Halifax and my boys did soccer back home, do you have a fall league and how much is it?',
    ['yes_no: Do you have a fall league?', 'money: How much is the fall league?'],
  ],
  [
    'My son Liam is 4 and has autism, which honestly makes me nervous - are your instructors trained for that?',
    ['yes_no: Are your instructors trained for that?'],
  ],
  [
    "Hi! So my toddler is 2 haha and she's obsessed with water, do you have parent and tot swim, what days, and what does it cost?",
    ['yes_no: Do you have parent and tot swim?', 'schedule: What days?', 'money: What does it cost?'],
  ],
  [
    "Do you take kids his age? He's 11 and really into karate movies lol",
    ['yes_no: Do you take kids his age?'],
  ],
  [
    'Looking for piano lessons for my 9 year old, she played a bit at school — what do you charge per lesson and do you have weekend slots?',
    ['money: What do you charge per lesson?', 'yes_no: Do you have weekend slots?'],
  ],
  [
    'Our dog Biscuit is a 3 year old lab who hates baths haha, do you do large breeds, how much, and can I stay with him?',
    ['yes_no: Do you do large breeds?', 'money: How much?', 'yes_no: Can I stay with him?'],
  ],
  [
    "My teen is 15 and wants to learn to drive... how many lessons do you recommend, what's the price per lesson, and do you pick up from school?",
    [
      'count: How many lessons do you recommend?',
      'money: What is the price per lesson?',
      'yes_no: Do you pick up from school?',
    ],
  ],
  [
    'So my son is 6 and super shy and he cried at his last haircut, do you have a quiet time, and how long does a kids cut take?',
    ['schedule: Do you have a quiet time?', 'duration: How long does a kids cut take?'],
  ],
  [
    "She's 3, potty trained, and very chatty -- do you have spots in September, what are the hours, and is lunch included?",
    [
      'yes_no: Do you have spots in September?',
      'schedule: What are the hours?',
      'yes_no: Is lunch included?',
    ],
  ],
  [
    "We have twins, Ava and Noah, they're 5 and they love art and music, do you have classes for two and is there a sibling discount?",
    ['yes_no: Do you have classes for two?', 'yes_no: Is there a sibling discount?'],
  ],
  [
    'I work nights so mornings are tough, anyway do you have evening appointments and do you take walk-ins?',
    ['yes_no: Do you have evening appointments?', 'yes_no: Do you take walk-ins?'],
  ],
  [
    'My husband travels a lot and I have three kids under 6 so I need someone flexible — are you taking new families, what are your rates, and do you do overnights?',
    ['yes_no: Are you taking new families?', 'money: What are your rates?', 'yes_no: Do you do overnights?'],
  ],
  [
    "My son has ADHD and struggles with math, he's in grade 5, do you offer one on one tutoring and how much per hour?",
    ['yes_no: Do you offer one on one tutoring?', 'money: How much per hour?'],
  ],
  [
    'Hi there, my son Ethan just turned 5 and he is SUPER into dinosaurs lol. Do you do birthday parties, how many kids can come, and how much?',
    ['yes_no: Do you do birthday parties?', 'count: How many kids can come?', 'money: How much?'],
  ],
  [
    "We're in Burnaby, our daughter is 13 and a competitive swimmer, she wants to try diving — is there a teen diving program and when does it start?",
    ['yes_no: Is there a teen diving program?', 'date: When does it start?'],
  ],
  [
    'ok so long story short our basement flooded last night and the carpet is soaked, can you come today, how much for an emergency visit?',
    ['yes_no: Can you come today?', 'money: How much for an emergency visit?'],
  ],
  [
    "My 16 year old just got her G1 and honestly I'm terrified haha, do you offer a package and how many hours are in it?",
    ['yes_no: Do you offer a package?', 'count: How many hours are in it?'],
  ],
  [
    'Quick one - my kid has a severe peanut allergy (epipen and everything), is your kitchen nut free and do you allow outside food?',
    ['yes_no: Is your kitchen nut free?', 'yes_no: Do you allow outside food?'],
  ],
  [
    "Do you have spots for a 2 year old? She's in daycare now but it's closing in June and I'm kind of panicking.",
    ['yes_no: Do you have spots for a 2 year old?'],
  ],
  [
    "What ages do you take? My son is 3 and a half, he's not potty trained yet, and we live like 10 minutes away.",
    ['age_range: What ages do you take?'],
  ],
  [
    "so my husband and I both work until 6, our kids are 8 and 10, and we need after school care — do you pick up from Maple Grove Elementary, what are your hours, and what's the monthly cost?",
    [
      'yes_no: Do you pick up from Maple Grove Elementary?',
      'schedule: What are your hours?',
      'money: What is the monthly cost?',
    ],
  ],
  [
    "My daughter has dyslexia and her teacher said she's falling behind in reading, she's in grade 3. Do you do assessments? How long are sessions?",
    ['yes_no: Do you do assessments?', 'duration: How long are sessions?'],
  ],
  [
    'Our cat Luna is 12 and has been throwing up a lot, she is also not eating much, can you see her this week and what does a checkup cost?',
    ['yes_no: Can you see her this week?', 'money: What does a checkup cost?'],
  ],
  [
    "I'm a single dad with two girls, 6 and 9, they both want to do gymnastics but the last place was a disaster, do you have recreational classes, is there a sibling discount, and can parents watch?",
    [
      'yes_no: Do you have recreational classes?',
      'yes_no: Is there a sibling discount?',
      'yes_no: Can parents watch?',
    ],
  ],
  [
    'He is 14, about 6 feet tall, and plays basketball — do you have size 13 cleats in stock and how much are they?',
    ['yes_no: Do you have size 13 cleats in stock?', 'money: How much are size 13 cleats?'],
  ],
  [
    'Hey! Random question but do you do ear piercing for kids? My daughter is 7 and has been begging for months',
    ['yes_no: Do you do ear piercing for kids?'],
  ],
  [
    'my son is autistic and nonverbal, he is 8, does your dentist have experience with special needs kids and do you do sedation',
    ['yes_no: Does your dentist have experience with special needs kids?', 'yes_no: Do you do sedation?'],
  ],
  [
    "We've been to three different tutors already and nothing stuck, my son is 15 and failing grade 10 math — do you do in-home tutoring, how much per hour, and is there a minimum number of sessions?",
    [
      'yes_no: Do you do in-home tutoring?',
      'money: How much per hour?',
      'count: Is there a minimum number of sessions?',
    ],
  ],
  [
    'Looking for a babysitter for Saturday night, we have a 4 month old and a 3 year old, are you available from 6 to 11 and what is your hourly rate?',
    ['yes_no: Are you available from 6 to 11?', 'money: What is your hourly rate?'],
  ],
  [
    "My twins start kindergarten in September -- they're very active, love soccer, hate sitting still -- do you have a fall program, what days, and how much per child?",
    ['yes_no: Do you have a fall program?', 'schedule: What days?', 'money: How much per child?'],
  ],
  [
    "Ugh my son broke his glasses AGAIN, he's 9, do you do same day repairs and do you take insurance?",
    ['yes_no: Do you do same day repairs?', 'yes_no: Do you take insurance?'],
  ],
  [
    "I know it's last minute but my daughter's party is next Saturday, we have about 15 kids ages 6-8, do you have any openings that day and what's included in the package?",
    ['yes_no: Do you have any openings that day?', 'text: What is included in the package?'],
  ],
  [
    'do you take kids with sensory issues my son is 6 and the last barber was a nightmare how much is a cut and do you have a quiet room',
    [
      'yes_no: Do you take kids with sensory issues?',
      'money: How much is a cut?',
      'yes_no: Do you have a quiet room?',
    ],
  ],
  [
    'My daughter, who is 4, wants to do ballet like her big sister, and I was wondering if you have a pre-ballet class and what it costs per term.',
    ['yes_no: Do you have a pre-ballet class?', 'money: What does the pre-ballet class cost per term?'],
  ],
  [
    'Do you have Saturday hours? I ask because we both work, and the kids have hockey Sunday mornings, so Saturday is really our only day.',
    ['yes_no: Do you have Saturday hours?'],
  ],
  [
    'Our son Jack (7) and daughter Ella (10) both need braces checked, do you do free consults and how long is the wait for a first appointment?',
    ['yes_no: Do you do free consults?', 'duration: How long is the wait for a first appointment?'],
  ],
  [
    "It's for my mom actually, she's 72 and uses a walker -- is your place wheelchair accessible, and do you have ground floor rooms?",
    ['yes_no: Is your place wheelchair accessible?', 'yes_no: Do you have ground floor rooms?'],
  ],
  [
    "I've called like five places already and no one has availability lol, are you booking for March break and what's the price per day?",
    ['yes_no: Are you booking for March break?', 'money: What is the price per day?'],
  ],
  [
    "My little guy is a picky eater and has a dairy allergy, he's 3 — do you cook meals on site, can you accommodate allergies, and what is the staff to child ratio?",
    [
      'yes_no: Do you cook meals on site?',
      'yes_no: Can you accommodate allergies?',
      'count: What is the staff to child ratio?',
    ],
  ],
  [
    "What's your cancellation policy? Things come up with three kids under 5, haha.",
    ['text: What is your cancellation policy?'],
  ],
  [
    "Wondering if you have any openings for a 10 year old who has never played an instrument, she's really into Taylor Swift so maybe guitar?",
    ['yes_no: Do you have any openings for a 10 year old who has never played an instrument?'],
  ],
  [
    'My son is 17 and heading to university next fall, he needs help with his essays, do you do writing tutoring and is it online or in person?',
    ['yes_no: Do you do writing tutoring?', 'text: Is writing tutoring online or in person?'],
  ],
  [
    "So we just adopted a rescue puppy, she's about 4 months, very nervous around other dogs - do you do private training, how many sessions does it usually take, and what do you charge?",
    [
      'yes_no: Do you do private training?',
      'count: How many sessions does private training usually take?',
      'money: What do you charge?',
    ],
  ],
  [
    "Hey there! Planning my son's 10th, he loves Minecraft and Nerf, we're thinking around 12 kids. Do you host parties on Sundays? What's the cost per kid?",
    ['yes_no: Do you host parties on Sundays?', 'money: What is the cost per kid?'],
  ],
  [
    "My daughter plays U11 rep soccer and rolled her ankle Saturday, it's pretty swollen, can she be seen tomorrow and do you bill OHIP?",
    ['yes_no: Can she be seen tomorrow?', 'yes_no: Do you bill OHIP?'],
  ],
  [
    "Is there an age minimum? my son is 4 but tall for his age and very coordinated, he's been skating since he was 2",
    ['yes_no: Is there an age minimum?'],
  ],
  [
    "I'm not sure if this is the right place but my kid needs a tetanus shot before camp, he's 12, do you do walk-in vaccines and how long is the wait usually?",
    ['yes_no: Do you do walk-in vaccines?', 'duration: How long is the wait usually?'],
  ],
  [
    'We moved from Calgary in August, my son is in grade 8 and really misses his old hockey team — is there still space in a house league and when are the tryouts?',
    ['yes_no: Is there still space in a house league?', 'date: When are the tryouts?'],
  ],
  [
    "i need a math tutor asap my daughter has a test friday and she's freaking out can someone come thursday evening and how much",
    ['yes_no: Can someone come thursday evening?', 'money: How much?'],
  ],
  [
    "Do you guys do gluten-free birthday cakes? My son has celiac, diagnosed last year, and it's been a journey haha. How far in advance do I need to order?",
    [
      'yes_no: Do you guys do gluten-free birthday cakes?',
      'duration: How far in advance do I need to order?',
    ],
  ],
  [
    'My kids are 5, 8 and 11 — all three want to try karate, which is chaos honestly — do you have a family rate, and are classes grouped by age or belt?',
    ['yes_no: Do you have a family rate?', 'text: Are classes grouped by age or belt?'],
  ],
  [
    "We're homeschooling this year, first time!, and I'm looking for science classes for my 9 and 12 year olds, do you offer daytime classes and what are the fees?",
    ['yes_no: Do you offer daytime classes?', 'money: What are the fees?'],
  ],
  [
    "I'd like to know your rates for a toddler class, my daughter is 2 and a half and very energetic, and whether parents stay in the room.",
    ['money: What are your rates for a toddler class?', 'yes_no: Do parents stay in the room?'],
  ],
  [
    'Tell me about your summer camp — my two boys are 8 and 10 and they fight constantly lol — what are the dates and is there a bus?',
    ['date: What are the dates?', 'yes_no: Is there a bus?'],
  ],
  [
    'my daughter is 14 she wants her ears pierced a second time is that something you do and do we need a parent there',
    ['yes_no: Is that something you do?', 'yes_no: Do we need a parent there?'],
  ],
  [
    'so basically the dentist we had moved away, my kids are 3 and 6, are you taking new patients... and do you do direct billing?',
    ['yes_no: Are you taking new patients?', 'yes_no: Do you do direct billing?'],
  ],
  [
    "Does the class run all year? She did a session in the spring and loved it, her coach was amazing. What's the price for fall?",
    ['yes_no: Does the class run all year?', 'money: What is the price for fall?'],
  ],
  [
    'Curious whether you groom cats, our Persian Mochi is 9 and matted pretty badly, poor guy',
    ['yes_no: Do you groom cats?'],
  ],
  [
    'Our nanny is leaving in May, we need someone Mon-Fri 8 to 5 for a 1 year old -- what do you charge per week, and do you have references?',
    ['money: What do you charge per week?', 'yes_no: Do you have references?'],
  ],
  [
    "My daughter Zoe, she's 11, has been playing violin for three years and wants a new teacher — do you take intermediate students and how long are the lessons?",
    ['yes_no: Do you take intermediate students?', 'duration: How long are the lessons?'],
  ],
  [
    'Sorry for the essay lol. Our daughter Priya just turned 3, she goes to daycare three days a week and we want something for the other two, do you have a Tuesday Thursday program and how much is it per month?',
    [
      'yes_no: Do you have a Tuesday Thursday program?',
      'money: How much is the Tuesday Thursday program per month?',
    ],
  ],
  [
    'can you do a deep clean this friday we have a newborn coming home and the place is a mess honestly, also how long would it take',
    ['yes_no: Can you do a deep clean this friday?', 'duration: How long would it take?'],
  ],
  [
    'What time do you open on Sundays? Asking because my son has a tournament nearby and his cleats just ripped.',
    ['schedule: What time do you open on Sundays?'],
  ],
  [
    "Okay so this might be a weird one. My son Theo is 9 and he's been stuttering more since we moved, his teacher noticed too. Do you see kids for stuttering, and is there a waitlist?",
    ['yes_no: Do you see kids for stuttering?', 'yes_no: Is there a waitlist?'],
  ],
  [
    "Do you have any availability next week? My daughter's soccer team (U9 girls, 14 players) needs new jerseys before the tournament and the last supplier flaked on us.",
    ['yes_no: Do you have any availability next week?'],
  ],
  [
    "hi!! my 2 kids (5 & 8) are OBSESSED with bouldering and i'm looking for a birthday spot — can kids under 6 climb, how much for 10 kids, and do you supply the shoes?",
    ['yes_no: Can kids under 6 climb?', 'money: How much for 10 kids?', 'yes_no: Do you supply the shoes?'],
  ],
  [
    "We're a family of five, two adults and three kids (4, 9, 12), visiting from Winnipeg in July — do you rent bikes for kids and what do you charge for a full day?",
    ['yes_no: Do you rent bikes for kids?', 'money: What do you charge for a full day?'],
  ],
  [
    "my daughter is turning 16 in march and wants to get her license right away so we're planning ahead. how many in-car lessons are in your course and when do classes start",
    ['count: How many in-car lessons are in your course?', 'date: When do classes start?'],
  ],
  [
    "I have a 7 month old who doesn't sleep more than 2 hours at a time (send coffee) -- do you do overnight sleep consults and what does a package cost?",
    ['yes_no: Do you do overnight sleep consults?', 'money: What does a package cost?'],
  ],
  [
    "Honestly I'm not sure what we need, the roof is leaking above my son's room and there's a stain on the ceiling, can someone come look at it this week, and do you charge for estimates?",
    ['yes_no: Can someone come look at it this week?', 'yes_no: Do you charge for estimates?'],
  ],
  [
    'Is your studio beginner friendly? My 12 year old is super self conscious and quit gymnastics last year because the other girls were all advanced.',
    ['yes_no: Is your studio beginner friendly?'],
  ],
  [
    'so my kid is 10 and plays travel hockey and his skates are too small again do you sharpen skates and do you have used skates for sale and how much',
    ['yes_no: Do you sharpen skates?', 'yes_no: Do you have used skates for sale?', 'money: How much?'],
  ],
  [
    'My wife and I both work from home, our son is 3 and a half and needs more socializing, is there a part time option, like 2 or 3 mornings, and how much would that run?',
    ['yes_no: Is there a part time option, like 2 or 3 mornings?', 'money: How much would that run?'],
  ],
  [
    "Do you do hearing tests for toddlers? Our pediatrician mentioned it, she's 2, not many words yet, probably nothing but want to check. Also do you need a referral?",
    ['yes_no: Do you do hearing tests for toddlers?', 'yes_no: Do you need a referral?'],
  ],
  [
    "We got a quote from another company for $400 which seems crazy, the kids' bunk beds need to be moved to a new room upstairs, what would you charge and can you do a Saturday?",
    ['money: What would you charge?', 'yes_no: Can you do a Saturday?'],
  ],
  [
    "Looking for a tutor for my son (grade 11 chem, he's struggling with stoichiometry haha), are you available weeknights and what's your rate?",
    ['yes_no: Are you available weeknights?', 'money: What is your rate?'],
  ],
  [
    'Our daughter Lily, 8, has type 1 diabetes and needs insulin at lunch, can your camp staff handle that, and is there a nurse on site?',
    ['yes_no: Can your camp staff handle that?', 'yes_no: Is there a nurse on site?'],
  ],
  [
    "I'm asking for my sister actually, her twins are 18 months, is there a discount for twins and how early do you open?",
    ['yes_no: Is there a discount for twins?', 'schedule: How early do you open?'],
  ],
  [
    "Not sure if you do this but my son is 5 and terrified of the dentist, do you have a kids' dentist and can I be in the room? Thanks in advance!",
    ["yes_no: Do you have a kids' dentist?", 'yes_no: Can I be in the room?'],
  ],
  [
    'My daughter is in grade 2 and reading below level, her school said to get her tested, I was wondering how much an assessment costs and how long it takes to get results.',
    ['money: How much does an assessment cost?', 'duration: How long does it take to get results?'],
  ],
  [
    "Hi, we're the Nguyens, new in town! Two kids, 6 and 10, both want to learn Mandarin. Group classes or private only? And what days?",
    ['text: Is it group classes or private only?', 'schedule: What days?'],
  ],
  [
    "He's 15, 6'2, 180 lbs and wants to start lifting safely -- do you have a teen program, and do trainers work with minors?",
    ['yes_no: Do you have a teen program?', 'yes_no: Do trainers work with minors?'],
  ],
  [
    "My mom (she's 68) wants to learn to swim before our cruise haha, do you teach adults and how many lessons would she need?",
    ['yes_no: Do you teach adults?', 'count: How many lessons would she need?'],
  ],
  [
    'Do you offer Kumon-style math - my son did it at his old school and loved it - and how much per month?',
    ['yes_no: Do you offer Kumon-style math?', 'money: How much per month?'],
  ],
  [
    'Are you open Boxing Day? We have family in from Vancouver, six kids total lol, and they all want to go skating. Also how much for a group?',
    ['yes_no: Are you open Boxing Day?', 'money: How much for a group?'],
  ],
  [
    "Can you fix a cracked iPad screen same day, it's my daughter's and she uses it for school, she dropped it in the parking lot, ugh",
    ['yes_no: Can you fix a cracked iPad screen same day?'],
  ],
  [
    'My son, 4, and daughter, 6, both need haircuts before picture day on Thursday, can you fit two kids in Wednesday after school and how much for both?',
    ['yes_no: Can you fit two kids in Wednesday after school?', 'money: How much for both?'],
  ],
  [
    "Is there a family swim on weekends my husband works weekdays and the kids are 2 and 5 and we'd love to go together, what time is it and do we need to book?",
    [
      'yes_no: Is there a family swim on weekends?',
      'schedule: What time is it?',
      'yes_no: Do we need to book?',
    ],
  ],
  [
    'So I guess my question is, do you take kids who have never skated, my daughter is 6 and has only done rollerblading',
    ['yes_no: Do you take kids who have never skated?'],
  ],
  [
    "We're planning a trip to Banff in February with our 3 boys (ages 7, 9, 13) and I'd love to know if you do family ski lessons, what the price is for four hours, and whether rentals are included.",
    [
      'yes_no: Do you do family ski lessons?',
      'money: What is the price for four hours?',
      'yes_no: Are rentals included?',
    ],
  ],
  [
    'My kids are 4 and 6 and they have a lot of energy lol, tell me what ages your ninja classes are for and how long each class is',
    ['age_range: What ages are your ninja classes for?', 'duration: How long is each class?'],
  ],
  [
    'The thing is, my son has a peanut allergy and the last party place messed up, so I need to know if your food is made in a nut-free kitchen, ok?',
    ['yes_no: Is your food made in a nut-free kitchen?'],
  ],
  [
    'Anyway, long story short, the dog ate a sock. Are you open right now and how much is an emergency visit?',
    ['yes_no: Are you open right now?', 'money: How much is an emergency visit?'],
  ],
  [
    'What does a deep clean cost for a three bedroom (no pets, just kids), and do you bring your own supplies?',
    ['money: What does a deep clean cost for a three bedroom?', 'yes_no: Do you bring your own supplies?'],
  ],
  [
    'How much is a kids cut (only a trim) and do you take walk-ins?',
    ['money: How much is a kids cut?', 'yes_no: Do you take walk-ins?'],
  ],
  // What someone told about can do, after "and": a modal and a bare verb share the statement's subject.
  [
    'My son is 8 and his cousin does gymnastics and can already do a back handspring, so now he wants in too — do you have a boys class and what does it cost?',
    ['yes_no: Do you have a boys class?', 'money: What does the boys class cost?'],
  ],
  [
    "We're right around the corner and could walk over after school, do you take drop-ins?",
    ['yes_no: Do you take drop-ins?'],
  ],
  [
    'My husband works nights and can only do the mornings with her, how early do your toddler classes start?',
    ['schedule: How early do your toddler classes start?'],
  ],
  [
    'Her older sister plays the cello and will be in the city youth orchestra next year lol, how much are your beginner violin lessons?',
    ['money: How much are your beginner violin lessons?'],
  ],
  // What someone said a person did ("she said you did…") is told, not asked.
  [
    "A mom at school said you did her son's party last month and it was a blast. Are you free on the 20th, and how much for 15 kids?",
    ['yes_no: Are you free on the 20th?', 'money: How much for 15 kids?'],
  ],
  [
    'my sister told me they do a great toddler program, is there room for a 2 year old?',
    ['yes_no: Is there room for a 2 year old?'],
  ],
  // "which" and a noun before an auxiliary asks which one, after what was told.
  [
    'She skated two seasons at another club and can do a spin already, which group would she be in, and how much is that group?',
    ['text: Which group would she be in?', 'money: How much is that group?'],
  ],
  [
    'my son plays the trumpet, which band would he join and when do they practise?',
    ['text: Which band would he join?', 'schedule: When do they practise?'],
  ],
];

describe('parseAsks on rambling questions', () => {
  it.each(RAMBLING)('asks only the questions of "%s"', (question, asks) => {
    expect(asked(question)).toEqual(asks);
  });
});

/** Lists and questions that are what is asked, next to what is told: they must stay asked. */
const STILL_ASKED: [string, string[]][] = [
  ['My son is 6, prices and hours?', ['money: What are the prices?', 'schedule: What are the hours?']],
  [
    'We have two kids, 4 and 7. Do you offer swim lessons, skating and gymnastics?',
    ['yes_no: Do you offer swim lessons, skating and gymnastics?'],
  ],
  [
    'Price for a kids cut? Hours on Saturday? My son is 5.',
    ['money: What is the price for a kids cut?', 'schedule: What are the hours on Saturday?'],
  ],
  [
    'My kids are 5 and 7 - swim lessons, ballet classes and art camps?',
    [
      'yes_no: Do you have swim lessons?',
      'yes_no: Do you have ballet classes?',
      'yes_no: Do you have art camps?',
    ],
  ],
  [
    'My son is 8, so the price for a term, and do you have a waitlist?',
    ['money: What is the price for a term?', 'yes_no: Do you have a waitlist?'],
  ],
  [
    'She is 4, so what ages, what days, and how much?',
    ['age_range: What ages?', 'schedule: What days?', 'money: How much?'],
  ],
  [
    'We have a 3 year old, any openings this fall, and what do you charge?',
    ['yes_no: Any openings this fall?', 'money: What do you charge?'],
  ],
  // Someone else's things named without a verb are still asked for.
  ['their hours and prices?', ['schedule: What are their hours?', 'money: What are the prices?']],
  // A relative "which" still tells, and a question after "how much is it" still asks.
  [
    'we moved twice this year, which honestly was exhausting, do you have openings?',
    ['yes_no: Do you have openings?'],
  ],
  ['how much is it is the class full', ['money: How much is it?', 'yes_no: Is the class full?']],
  // A modal with its own subject after a statement still asks, and so does one after a question.
  ['My daughter is 4 and can she start in the fall?', ['yes_no: Can she start in the fall?']],
  [
    'do you have a Saturday class and can kids join partway through the term?',
    ['yes_no: Do you have a Saturday class?', 'yes_no: Can kids join partway through the term?'],
  ],
];

describe('parseAsks still asks a list that is the question', () => {
  it.each(STILL_ASKED)('"%s"', (question, asks) => {
    expect(asked(question)).toEqual(asks);
  });
});

describe('parseAsks makes an indirect "how much" direct', () => {
  it.each([
    ['I was wondering how much an assessment costs.', 'How much does an assessment cost?'],
    [
      'Can you tell me how much a haircut costs for a toddler?',
      'How much does a haircut cost for a toddler?',
    ],
    ['curious how much your lessons cost', 'How much do your lessons cost?'],
    ['I was wondering how much the lessons are.', 'How much are the lessons?'],
  ])('"%s"', (question, label) => {
    expect(asked(question)).toEqual([`money: ${label}`]);
  });
});

describe('parseAsks keeps a "how much" without a clause as said', () => {
  it.each([
    ['and how much an hour for a small room?', 'How much an hour for a small room?'],
    ['how much a night for two adults and a baby?', 'How much a night for two adults and a baby?'],
  ])('"%s"', (question, label) => {
    expect(asked(question)).toEqual([`money: ${label}`]);
  });
});

describe('parseAsks reads a word or two wondered in brackets as an aside', () => {
  it('asks neither "(term?)" nor "(the blue one?)", and still asks a question in brackets', () => {
    expect(asked('what is the cost per session (term?) and the schedule')).toEqual([
      'money: What is the cost per session?',
      'schedule: What is the schedule?',
    ]);
    expect(asked('how tall must kids be for the slide (the blue one?)')).toEqual([
      'text: How tall must kids be for the slide?',
    ]);
    expect(asked('price per class (is that per kid?)')).toEqual([
      'money: What is the price per class?',
      'yes_no: Is that per kid?',
    ]);
  });
});
