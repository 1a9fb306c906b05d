import { describe, expect, it } from 'vitest';
import { parseAsks } from '#functions/core/asks/parse-asks';

/**
 * Parents' questions written apart from the parser's rules, in categories and wordings not in the
 * eval sets (typed on a phone, run-ons, long preambles about the child, "+", "&", "/", lists,
 * follow-ups, retractions), each with the kinds of its parts in order.
 */
const QUESTIONS: [string, string[]][] = [
  [
    'how much is taekwondo for a 7 year old and do they need to buy a uniform and when do belt tests happen',
    ['money', 'yes_no', 'schedule'],
  ],
  ['do you do kids haircuts also how much and do i need to book', ['yes_no', 'money', 'yes_no']],
  [
    'pottery wheel class for teens - cost? how long is each class? max class size?',
    ['money', 'duration', 'count'],
  ],
  ['whats the deal with your trial week, is it free', ['text', 'yes_no']],
  ['any discounts for siblings or multiple kids', ['yes_no']],
  ['cost?', ['money']],
  ['hours?', ['schedule']],
  [
    "my daughter is 9 and super shy, she's never done any team sport before but she really wants to try volleyball. do you have a beginner group, how much is it and how many girls are on a team",
    ['yes_no', 'money', 'count'],
  ],
  [
    "hi so my son has autism and we're looking for an OT who does sensory work. are you taking new clients and is there a waitlist and how long is it",
    ['yes_no', 'yes_no', 'duration'],
  ],
  [
    "do you take the kids out on field trips + what's the ratio of staff to kids + is food included",
    ['yes_no', 'count', 'yes_no'],
  ],
  ['do you have a lego robotics club and if so how much', ['yes_no', 'money']],
  ['how much is a piano tuning and how soon can you come out', ['money', 'date']],
  [
    'is the orthodontist consult free, how long does it take, and do you do payment plans',
    ['yes_no', 'duration', 'yes_no'],
  ],
  [
    'when is the next CPR course for babysitters and how much is it and what age do they have to be',
    ['date', 'money', 'age_range'],
  ],
  ['Ballet for 4 year olds: what days, what time, how much per term', ['schedule', 'schedule', 'money']],
  [
    'how many kids are in each group, how old are the coaches, and do parents stay',
    ['count', 'age_range', 'yes_no'],
  ],
  ["what's the latest pickup time and is there a late fee", ['schedule', 'yes_no']],
  ['do you do sibling discounts and do you charge a registration fee', ['yes_no', 'yes_no']],
  ['Where do the lessons take place and how long is each lesson', ['text', 'duration']],
  [
    'does the dog walker come on weekends, how long is a walk, how much per walk',
    ['yes_no', 'duration', 'money'],
  ],
  [
    'do u do newborn photos at home and how much for a session and how long till we get the pictures',
    ['yes_no', 'money', 'duration'],
  ],
  [
    'bouncy castle rental - how much for the day, do you set it up, how big is it',
    ['money', 'yes_no', 'text'],
  ],
  ["what's the cancellation policy and how much notice do you need", ['text', 'duration']],
  ['when does registration open for summer camp', ['date']],
  ['when is the open house', ['date']],
  ['when is your next first aid class', ['date']],
  ['when are the swim lessons', ['schedule']],
  ['when do practices happen', ['schedule']],
  ['when are tryouts for the fall season', ['date']],
  ['when is the winter recital and how much are tickets', ['date', 'money']],
  ['how long is the wait for an assessment, and how much does it cost', ['duration', 'money']],
  ['is the kids yoga class on tuesdays or thursdays', ['text']],
  [
    'do you teach sewing to kids, what age do they start, and do we bring our own machine',
    ['yes_no', 'age_range', 'yes_no'],
  ],
  ['how many lessons are in a session and how much is the session', ['count', 'money']],
  ['can my 5 yr old join mid-session? is it prorated?', ['yes_no', 'yes_no']],
  ['what is the student to teacher ratio', ['count']],
  ['how big are the groups', ['count']],
  ['how many coaches are there', ['count']],
  [
    'what time does the magician arrive and how long is the show and how much',
    ['schedule', 'duration', 'money'],
  ],
  ["do you do house calls for piano lessons. if so what's your rate", ['yes_no', 'money']],
  ['Is there a waitlist? How long?', ['yes_no', 'duration']],
  ['are there any spots left in the 3pm class', ['yes_no']],
  ["what's the youngest age you take for tutoring", ['age_range']],
  ['how far in advance do I need to book a party', ['duration']],
  ['what do the kids need to bring on the first day', ['text']],
  ['Do you open early on weekdays? What time?', ['yes_no', 'schedule']],
  ["i'm wondering about the cost of the spring break camp.", ['money']],
  ['wondering about your hours on sundays.', ['schedule']],
  [
    'Is parking free and is the building wheelchair accessible and is there a change table',
    ['yes_no', 'yes_no', 'yes_no'],
  ],
  [
    'Do you offer a trial lesson / what does a month cost / how many lessons a month',
    ['yes_no', 'money', 'count'],
  ],
  ['- price per class\n- class length\n- is there a trial', ['money', 'duration', 'yes_no']],
  ['1. how much 2. when does it start 3. do you have spots', ['money', 'date', 'yes_no']],
  [
    'scout troop: how often do you meet, how much are dues, and do parents need to volunteer',
    ['schedule', 'money', 'yes_no'],
  ],
  [
    'do you have openings for a 2 year old at your daycare and if so what are the hours and the daily rate',
    ['yes_no', 'schedule', 'money'],
  ],
  ['how long has the instructor been teaching and are they certified', ['duration', 'yes_no']],
  ['does insurance cover it or do we pay out of pocket', ['yes_no']],
  ['are the lessons private or group', ['text']],
  ['is it indoors or outdoors', ['text']],
  ['do you offer both online and in-person tutoring', ['yes_no']],
  ['do you do saturdays and sundays', ['yes_no', 'yes_no']],
  ['are you open on saturday and sunday', ['yes_no', 'yes_no']],
  ['do you have saturday and sunday classes', ['yes_no', 'yes_no']],
  ['are you open saturday or sunday', ['text']],
  ['what are your hours on saturday and sunday', ['schedule']],
  ['do you have lessons on saturday mornings and how much are they', ['yes_no', 'money']],
  [
    "Do you do kids' birthday cakes? Just kidding. What flavours do you have, and how much is a dozen cupcakes?",
    ['text', 'money'],
  ],
  [
    'Do you sell hamsters? Actually never mind. Do you sell guinea pigs and how much are they?',
    ['yes_no', 'money'],
  ],
  ['how many lessons does it usually take, roughly, and what does each one cost', ['count', 'money']],
  ['how much is the monthly fee, approximately, and is there a contract', ['money', 'yes_no']],
  ['when does the season start, more or less, and how many games are there', ['date', 'count']],
  ['what is the age range for the junior program and what are the practice times', ['age_range', 'schedule']],
  ['how old does my son need to be for the junior league', ['age_range']],
  [
    "Can you tell me if you offer speech therapy for toddlers, how much a session is, and whether it's covered by OHIP?",
    ['yes_no', 'money', 'yes_no'],
  ],
  [
    'Looking for a math tutor for my grade 8 daughter who is struggling with fractions. What do you charge, are you available on weeknights, and do you come to the house?',
    ['money', 'yes_no', 'yes_no'],
  ],
  [
    "We just moved here and my twins (6) want to do gymnastics. Do you have recreational classes for six-year-olds, what's the cost for two kids, and is there a sibling discount?",
    ['yes_no', 'money', 'yes_no'],
  ],
  ['hey quick q - do you guys do drop in hours for toddlers and whats the price', ['yes_no', 'money']],
  ['do you have any availability this week for a haircut for my 3 yo', ['yes_no']],
  ['how much does it cost to board a rabbit for a week and do you give meds', ['money', 'yes_no']],
  ["can you do a home visit for a sick cat? what's the fee? how soon?", ['yes_no', 'money', 'date']],
  ["Is the program licensed, what's the staff ratio, do you provide snacks", ['yes_no', 'count', 'yes_no']],
  ['do the kids get a certificate at the end', ['yes_no']],
  ["what's included in the party package and how many kids max", ['text', 'count']],
  ["what's the minimum age for the climbing wall and is there a weight limit", ['age_range', 'yes_no']],
  ['rates for a 1 hr private chess lesson?', ['money']],
  ['how long is the drive-in movie night and what time does it start', ['duration', 'schedule']],
  ['how much is it per kid and is there a minimum number of kids', ['money', 'count']],
  ['do they offer makeup classes if we miss one', ['yes_no']],
  ['how often are the lessons, and how long is each one', ['schedule', 'duration']],
  ['How many sessions will she need and how much is each session?', ['count', 'money']],
  ['Is it ok if I stay and watch? Can siblings come too?', ['yes_no', 'yes_no']],
  ['whats the price for a family pass and hows parking', ['money', 'text']],
  ['do you accept e-transfer', ['yes_no']],
  ['what payment methods do you take', ['text']],
  ['when can we start', ['date']],
  ['what days do you have openings', ['schedule']],
  ["what's the soonest you could fit us in", ['date']],
  ['do you offer a military discount and how much is it', ['yes_no', 'money']],
  ['how much is it for a half day vs full day', ['money']],
  ['are weekends busier?', ['yes_no']],
  ['do you take walk ins on sundays, and if not how far ahead do i need to book', ['yes_no', 'duration']],
  ['Do your teachers have background checks and first aid?', ['yes_no']],
  ["What's the teacher's experience with kids with ADHD", ['text']],
  [
    'Do you have space for two kids (4 and 6) in the after school program starting in September, and is there transportation from the school?',
    ['yes_no', 'yes_no'],
  ],
  ['is the price per month or per term', ['text']],
  ['is it $40 a class', ['yes_no']],
  ['how many weeks is the session', ['count']],
  ['how many hours a week do they practice', ['count']],
  ['how long does the camp run each day', ['duration']],
  ["what's the refund policy if my kid gets sick", ['text']],
  ['my kid has a nut allergy - is the facility nut free?', ['yes_no']],
  ["we're thinking about signing up for the fall. how much is it?", ['money']],
  ['is there an age cutoff', ['yes_no']],
  ['what grade levels do you tutor', ['text']],
  ['do you have female instructors', ['yes_no']],
  ['Can I pay monthly? Is there a discount if I pay for the whole year up front?', ['yes_no', 'yes_no']],
  ['What does the first appointment involve and how long does it take?', ['text', 'duration']],
  ['Do you have a waiting room, is there wifi', ['yes_no', 'yes_no']],
  ['Would you be able to come on a Saturday morning, and what would that cost?', ['yes_no', 'money']],
  [
    "I'd love to know the class times for the under 5s, the price per term, and whether there's a free trial",
    ['schedule', 'money', 'yes_no'],
  ],
  ['ages? price?', ['age_range', 'money']],
  ['need price for 2 kids, age 5 and 8', ['money']],
  [
    'What age do they start competitive swimming and how much is the team fee and how many practices a week',
    ['age_range', 'money', 'count'],
  ],
  [
    "what's the deal with summer camp - cost, hours, and do they need to bring lunch",
    ['money', 'schedule', 'yes_no'],
  ],
  [
    "my 11 yr old wants to learn guitar. do you have openings after school, what's it cost per month, and do we need our own guitar",
    ['yes_no', 'money', 'yes_no'],
  ],
  ['cost? ages? is there a waitlist?', ['money', 'age_range', 'yes_no']],
  [
    'how much is a cleaning for a 5 year old also do you do fluoride also are you open saturdays',
    ['money', 'yes_no', 'yes_no'],
  ],
  [
    "so we're new to the area and my twins are turning 8 in march. we want a party place. how many kids can you fit, how much is the basic package, and can we bring our own food?",
    ['count', 'money', 'yes_no'],
  ],
  [
    'is the sensory gym good for toddlers, how much is open play, and what are the hours',
    ['yes_no', 'money', 'schedule'],
  ],
  [
    'do you offer swim lessons for kids with special needs and if so how much and how long are the lessons',
    ['yes_no', 'money', 'duration'],
  ],
  [
    'Quick questions about the robotics club: how often does it meet, what does it cost, and what grade do kids need to be in?',
    ['schedule', 'money', 'text'],
  ],
  [
    'do you do mobile dog grooming, whats your rate for a doodle, how long does it take',
    ['yes_no', 'money', 'duration'],
  ],
  [
    'What does a term cost, how many classes are in a term and when does the next term start',
    ['money', 'count', 'date'],
  ],
  [
    'Is the tutoring one on one, how much per session, how many sessions a week do you recommend',
    ['yes_no', 'money', 'count'],
  ],
  [
    'are there any spots left for the march break camp and how much per day and what time is drop off',
    ['yes_no', 'money', 'schedule'],
  ],
  [
    'How early can we drop off, how late can we pick up, and is there an extra charge for extended care?',
    ['schedule', 'schedule', 'yes_no'],
  ],
  [
    "Can you tell me your hourly rate, your minimum booking and whether you've done kids parties before",
    ['money', 'text', 'yes_no'],
  ],
  [
    'Hi there! My son (7) is really into magic. Do you do birthday shows, how long is the show, and what does it cost?',
    ['yes_no', 'duration', 'money'],
  ],
  [
    'do you sell used hockey equipment, do you do skate sharpening and how much is sharpening',
    ['yes_no', 'yes_no', 'money'],
  ],
  [
    'what age can kids start piano, how long are the lessons, what do you charge',
    ['age_range', 'duration', 'money'],
  ],
  [
    'What is your policy on missed lessons, is there a registration fee, and how many students does each teacher have',
    ['text', 'yes_no', 'count'],
  ],
  [
    'Whats the price for a kids haircut, do you need an appointment, how long does it usually take',
    ['money', 'yes_no', 'duration'],
  ],
  [
    'when is the next beginner skate session, how much is it and do we need helmets',
    ['date', 'money', 'yes_no'],
  ],
  [
    'How far in advance should I book, how much is the deposit, and is it refundable?',
    ['duration', 'money', 'yes_no'],
  ],
  [
    'price for a private lesson vs group? also do u have availability on wednesdays? how many kids in a group class?',
    ['money', 'yes_no', 'count'],
  ],
  [
    'Is the pool indoor, what temperature is it kept at, and is there a family change room',
    ['yes_no', 'text', 'yes_no'],
  ],
  ['do you have any rock climbing programs for teens. how much. how often', ['yes_no', 'money', 'schedule']],
  [
    'does the dentist see babies, is there a charge for the first visit, and how long is the appointment',
    ['yes_no', 'yes_no', 'duration'],
  ],
  [
    "What's included in the membership, how much is it monthly, can we freeze it",
    ['text', 'money', 'yes_no'],
  ],
  [
    'Can kids do a trial class for free, and what should they wear, and how long is the class?',
    ['yes_no', 'text', 'duration'],
  ],
  [
    'how much do you charge to install a car seat? do you do it on weekends? how long does it take?',
    ['money', 'yes_no', 'duration'],
  ],
  [
    'any idea how much the gymnastics program is? also when it starts and how old they have to be',
    ['money', 'date', 'age_range'],
  ],
  [
    "Do you have a nut-free menu, how many people does the party room hold, and what's the deposit?",
    ['yes_no', 'count', 'money'],
  ],
  ["Are lessons one-on-one; what's the rate; do you travel to homes", ['yes_no', 'money', 'yes_no']],
  [
    "I'm interested in the toddler music class, specifically the price, the time of day, and the age range",
    ['money', 'schedule', 'age_range'],
  ],
  [
    'Can you check if they have spots for 2 kids, what the sibling discount is and when the session starts',
    ['yes_no', 'text', 'date'],
  ],
  ['how long is the program, how much is the program, who runs the program', ['duration', 'money', 'text']],
  [
    'Do you do eye exams for kids? At what age should they have their first one? Are they covered?',
    ['yes_no', 'age_range', 'yes_no'],
  ],
  [
    'hello, is your daycare licensed? what are the fees? how many children per caregiver?',
    ['yes_no', 'money', 'count'],
  ],
  [
    "are the art classes for kids only or can parents join, what's the cost, and when is the next one",
    ['text', 'money', 'date'],
  ],
  [
    'how much is each session and how many sessions do most kids need and do you take insurance',
    ['money', 'count', 'yes_no'],
  ],
  [
    "Do you take walk-ins, what's the wait usually like on a saturday, and how much for a boy's cut?",
    ['yes_no', 'duration', 'money'],
  ],
  [
    'can my kid join halfway thru the season, is the fee prorated, and how many games are left',
    ['yes_no', 'yes_no', 'count'],
  ],
  ['Do you have a parent and tot class?', ['yes_no']],
  ['do you offer arts and crafts for toddlers and how much is it', ['yes_no', 'money']],
  ['Is lunch and snacks included?', ['yes_no']],
  ["Do you do hair and makeup for kids' recitals, and how much?", ['yes_no', 'money']],
  ["Are you open on Christmas Eve and New Year's Eve?", ['yes_no']],
  ['Do you have a mom and baby swim class on weekday mornings', ['yes_no']],
  ['how much is the rock and roll camp and when does it start', ['money', 'date']],
  ['is it ok for siblings to come and watch', ['yes_no']],
  ['do you sell snacks and drinks at the rink', ['yes_no']],
  ['Can my kid try it out first and then decide', ['yes_no']],
  ['do you repair and tune pianos, how much is a tuning', ['yes_no', 'money']],
  ['how much is the bread and butter pickle workshop', ['money']],
  ["What's the cost for one kid and what's the cost for two", ['money', 'money']],
  ['how much for one kid, how much for two', ['money', 'money']],
  ["what's the price for a single class and for a 10-class pass", ['money', 'money']],
  ['is there a discount for paying upfront and how much is it', ['yes_no', 'money']],
  [
    "We live about 20 min away and I work until 5 so we'd need a late class, do you have anything after 5:30 on weekdays and how much would it be",
    ['yes_no', 'money'],
  ],
  [
    "my son just turned 4, he's very active and loves being in the water, but he's a bit nervous about putting his face in. do you have a class for nervous beginners? how many kids per instructor? and what does it cost?",
    ['yes_no', 'count', 'money'],
  ],
  [
    "Good morning! I'm calling around for my daughter who's 12 and wants to start horseback riding lessons. Could you tell me how much a lesson costs and whether you provide helmets, and also how long the lessons last?",
    ['money', 'yes_no', 'duration'],
  ],
  [
    "do you have chess classes for kids if yes what days and what's the cost",
    ['yes_no', 'schedule', 'money'],
  ],
  [
    'how much are swim lessons are there any discounts for siblings and when does the next session start',
    ['money', 'yes_no', 'date'],
  ],
  ['do you do private lessons how much are they do you have weekend slots', ['yes_no', 'money', 'yes_no']],
  [
    'what is the cost of the camp is there before and after care and what are the hours',
    ['money', 'yes_no', 'schedule'],
  ],
  ['cost of the camp? before/after care? hours?', ['money', 'yes_no', 'schedule']],
  ['Price for 2 kids? Any sibling discount? Start date?', ['money', 'yes_no', 'date']],
  [
    'how many kids in a class and how many teachers and how old are the teachers',
    ['count', 'count', 'age_range'],
  ],
  ['Curious if you offer payment plans and what the interest rate is.', ['yes_no', 'money']],
  [
    'Do you have a waiting list, how long is it, and do I need to pay to get on it?',
    ['yes_no', 'duration', 'yes_no'],
  ],
  ['does it cost extra for a second child and is there a max number of kids per family', ['yes_no', 'count']],
  ['When do you close today and are you open tomorrow', ['schedule', 'yes_no']],
  [
    'Hi! Two questions: is the climbing gym ok for a 5 year old, and what does a day pass cost?',
    ['yes_no', 'money'],
  ],
  [
    "Three things - when's the next intake, whats the weekly fee, do siblings get a discount",
    ['date', 'money', 'yes_no'],
  ],
  [
    'I have a few questions. First, do you accept kids with diabetes? Second, how much is the weekly fee? Third, what time does pickup end?',
    ['yes_no', 'money', 'schedule'],
  ],
  ['how much and how long and how many kids', ['money', 'duration', 'count']],
  ['does the price include materials or is that extra', ['yes_no']],
  ["what's the cost per week vs per day", ['money']],
  [
    "Is there a free trial, what's the monthly price after that, and is there a contract?",
    ['yes_no', 'money', 'yes_no'],
  ],
  [
    "we need someone to take out our wisdom teeth... kidding, it's for my teen. do you do wisdom teeth for 16 year olds, how long is recovery, and how much without insurance",
    ['yes_no', 'duration', 'money'],
  ],
  [
    'do you have any weekday evening availability for a first appointment, and is there a fee for the first visit?',
    ['yes_no', 'yes_no'],
  ],
  [
    'Are there age groups, how many kids per group, and what is the practice schedule?',
    ['yes_no', 'count', 'schedule'],
  ],
  [
    "What's the earliest age you start, what do the first lessons look like, and how much is it",
    ['age_range', 'text', 'money'],
  ],
  [
    'How much is a dozen cupcakes, can you do nut-free, and how much notice do you need',
    ['money', 'yes_no', 'duration'],
  ],
  ["Hi, do you do tutoring in French, and what grades, and what's the hourly", ['yes_no', 'text', 'money']],
  [
    'is it possible to visit before signing up, is there a registration fee, when are classes',
    ['yes_no', 'yes_no', 'schedule'],
  ],
  ['what days are the toddler classes and what time and how long', ['schedule', 'schedule', 'duration']],
  [
    'Do you fix bike brakes? How long would it take? Do I need to book or can I just drop it off?',
    ['yes_no', 'duration', 'text'],
  ],
  [
    'My daughter is turning 6 next month and we are planning a party for about 15 kids. Do you host birthday parties on Sundays, how much is it per child, and do you provide the cake?',
    ['yes_no', 'money', 'yes_no'],
  ],
  [
    "looking for a swim coach for my 10yo who wants to make the swim team - do you do private coaching, what's your rate, and what's your availability like?",
    ['yes_no', 'money', 'schedule'],
  ],
  ['where are you located and do you have parking', ['text', 'yes_no']],
  ['who are the instructors and how long have they been teaching', ['text', 'duration']],
  ['why is the fall session more expensive than summer', ['text']],
  [
    "I'm not sure what level she is, she did a few lessons last year. Do you do assessments, and how much are group lessons?",
    ['yes_no', 'money'],
  ],
  [
    "We tried another place but it was too expensive and they didn't have weekend spots. What do you charge and do you have weekend spots?",
    ['money', 'yes_no'],
  ],
  [
    "My son has been asking for months and I finally said yes, so here we are! How old do they have to be to start karate, and what's the monthly fee?",
    ['age_range', 'money'],
  ],
  [
    "I don't know if this is the right place to ask but do you do kids' birthday parties at the trampoline park?",
    ['yes_no'],
  ],
  [
    "He's 8 but small for his age, is that ok for the junior program? Also how long is the season?",
    ['yes_no', 'duration'],
  ],
  ['I was told you might have a waitlist, is that true and how long is it?', ['yes_no', 'duration']],
  [
    'we were there last summer and loved it. is the camp running again this year, when does registration open, and has the price changed?',
    ['yes_no', 'date', 'yes_no'],
  ],
  ["she can already swim a bit so I'm not sure which level she'd be in, how do you decide?", ['text']],
  ['I work shifts so mornings are hard, do you have anything after 4', ['yes_no']],
  [
    "Not sure if you're the right people but we need someone to fix a leaking kitchen tap, can you come this week and what's the call out charge?",
    ['yes_no', 'money'],
  ],
  ['Thanks in advance! What is the cancellation policy?', ['text']],
  ['Sorry if this is a dumb question, but do the kids need their own skates?', ['yes_no']],
  ['hours/prices/ages?', ['schedule', 'money', 'age_range']],
  ['HOW MUCH IS A LESSON AND DO YOU HAVE SATURDAY SPOTS', ['money', 'yes_no']],
  [
    'Do you guys do face painting? Like how much would that be? And like how long does it take?',
    ['yes_no', 'money', 'duration'],
  ],
  ['how much r lessons and r there spots', ['money', 'yes_no']],
  ["i wanna know the price and if there's a waitlist", ['money', 'yes_no']],
  ['can i get info about your summer camp prices, dates and hours', ['money', 'date', 'schedule']],
  ["What's the price range for a kids party, and what's the max number of guests?", ['money', 'count']],
  ['is it $40 a class or $150 a month', ['text']],
  ['do you have a lifeguard on duty at all times, and are floaties allowed', ['yes_no', 'yes_no']],
  [
    'what should my kid bring, what time should we arrive, and how long does it last',
    ['text', 'schedule', 'duration'],
  ],
  [
    "Does the dentist take insurance, what's the wait for new patients, and can siblings book back to back?",
    ['yes_no', 'duration', 'yes_no'],
  ],
  [
    "Is this a good fit for a kid with anxiety? How many kids are usually there? What's the cost?",
    ['yes_no', 'count', 'money'],
  ],
  [
    'ok so 3 questions. 1) are you taking new students 2) how much per lesson 3) do you have a recital',
    ['yes_no', 'money', 'yes_no'],
  ],
  [
    'Does your program have an age cutoff? If so, what is it? How much is tuition?',
    ['yes_no', 'age_range', 'money'],
  ],
  [
    "We want to do a sleepover party - is that something you offer, how many kids max, and what's the cost",
    ['yes_no', 'count', 'money'],
  ],
  [
    'Hi! Could you let me know if there is space in the Tuesday class, how much it costs, and whether there is a trial?',
    ['yes_no', 'money', 'yes_no'],
  ],
  [
    "how long is the waiting list for speech therapy and do you offer virtual sessions and what's the hourly fee",
    ['duration', 'yes_no', 'money'],
  ],
  ['tell me about the trial class, the monthly cost, and the schedule', ['text', 'money', 'schedule']],
  ["what are the rates and what's included and is there a deposit", ['money', 'text', 'yes_no']],
  [
    'How much to rent the gym for 2 hours on a Saturday afternoon, is there a cleaning fee, and can we bring food?',
    ['money', 'yes_no', 'yes_no'],
  ],
  [
    "What's the minimum number of lessons, how much per lesson, and is there a discount for booking 10?",
    ['count', 'money', 'yes_no'],
  ],
  [
    "do you offer lessons for adults and kids together, what's the price, when are they",
    ['yes_no', 'money', 'schedule'],
  ],
  [
    'Is there wheelchair access, do you have sensory-friendly hours, and what are they?',
    ['yes_no', 'yes_no', 'schedule'],
  ],
  [
    'can we book a private session for 4 kids and how much would that be and how long is it',
    ['yes_no', 'money', 'duration'],
  ],
  [
    'Are there any fees besides tuition, like uniforms or equipment? And when is tuition due?',
    ['yes_no', 'date'],
  ],
  [
    "So my daughter's 5 and she's obsessed with horses lol. Do you do pony rides for little kids, how long is a ride, how much??",
    ['yes_no', 'duration', 'money'],
  ],
  [
    'ok so... ballet. how much is it, what age can they start, is there a recital',
    ['money', 'age_range', 'yes_no'],
  ],
  [
    "Hi, I'm looking for after school care for my 7 year old starting in January. Do you have space? What are your hours? What's the monthly fee?",
    ['yes_no', 'schedule', 'money'],
  ],
  [
    'do you guys have a toddler gym time?? if yes when is it and is it drop in',
    ['yes_no', 'schedule', 'yes_no'],
  ],
  [
    "what's your cancellation policy, do you charge for no-shows, and how far ahead can I book?",
    ['text', 'yes_no', 'duration'],
  ],
  [
    'Three quick ones: do you take OHIP, how long is the wait for a new patient, and do you see kids under 2?',
    ['yes_no', 'duration', 'yes_no'],
  ],
  [
    'Where is the class held, what time does it start, and how many weeks does it run?',
    ['text', 'schedule', 'count'],
  ],
  [
    'Can I get a quote for a birthday cake for 20 people, how far in advance should I order, and do you deliver?',
    ['money', 'duration', 'yes_no'],
  ],
  [
    "What languages do you teach, what age groups, and what's the price per semester",
    ['text', 'age_range', 'money'],
  ],
  ['how much is a music lesson and how long is it and who teaches it', ['money', 'duration', 'text']],
  ['Do you do sports physicals? What do you charge? How soon can we get in?', ['yes_no', 'money', 'date']],
  [
    'Are your counsellors trained in first aid, how many kids per counsellor, and is there a swim component?',
    ['yes_no', 'count', 'yes_no'],
  ],
  [
    "Is the tutor certified, what's the hourly rate, are sessions in person or online",
    ['yes_no', 'money', 'text'],
  ],
  ["what's the drop-off window, pickup window and late fee", ['schedule', 'schedule', 'money']],
  [
    'Hey there, three things: 1) age range? 2) cost per session? 3) do they need their own racket?',
    ['age_range', 'money', 'yes_no'],
  ],
  ["When's the next session start and is there room and how much", ['date', 'yes_no', 'money']],
  [
    "How much for a basic wash for a golden retriever, do you do nails, and what's the earliest appointment tomorrow",
    ['money', 'yes_no', 'date'],
  ],
  [
    'Does the class run in the summer, how many classes are there, and what does it cost',
    ['yes_no', 'count', 'money'],
  ],
  [
    'do they take 3 year olds? is it a full or half day? what do they charge per day?',
    ['yes_no', 'text', 'money'],
  ],
  [
    "we're hoping to enroll in spring - is there a waitlist, how much is the deposit, and when do we find out?",
    ['yes_no', 'money', 'date'],
  ],
  [
    'does the orthodontist do free consults and how long is the wait to get braces on',
    ['yes_no', 'duration'],
  ],
  [
    'my 2 boys (9 and 11) want to try fencing!! is there a beginner class, what does the kit cost, how often do they train',
    ['yes_no', 'money', 'schedule'],
  ],
  ['Is the daycare nut free? What are the hours? How much per day?', ['yes_no', 'schedule', 'money']],
  [
    'how much do you charge per hour for babysitting 3 kids, are you cpr certified, and can you do weekends',
    ['money', 'yes_no', 'yes_no'],
  ],
  [
    'can you groom a cat that hates water lol, how much, how long will it take',
    ['yes_no', 'money', 'duration'],
  ],
  [
    'What is the age limit for the bounce house, how many kids can be in at once, and is there an hourly rate?',
    ['age_range', 'count', 'yes_no'],
  ],
  ['When is the spring session, how many weeks, and is there a sibling rate?', ['date', 'count', 'yes_no']],
  [
    'do you offer kids pottery on weekends + how much + do they get to take the pieces home',
    ['yes_no', 'money', 'yes_no'],
  ],
  [
    'hey do you still have spots in the robotics camp? whats the weekly price? is lunch included?',
    ['yes_no', 'money', 'yes_no'],
  ],
  [
    "what ages do you coach, what days do you practice, what's the season fee",
    ['age_range', 'schedule', 'money'],
  ],
  [
    "How old must kids be for the zipline, what's the weight limit, how much per ride",
    ['age_range', 'text', 'money'],
  ],
  [
    "we're moving in march. do you take transfers mid year, is there a waitlist, and what are the fees?",
    ['yes_no', 'yes_no', 'money'],
  ],
  [
    'how long are the violin lessons and how much is a month and do we rent the violin from you',
    ['duration', 'money', 'yes_no'],
  ],
  [
    "is your pediatric dentist taking new patients, do you bill insurance directly, what's the first appointment cost",
    ['yes_no', 'yes_no', 'money'],
  ],
  [
    "Do you host field trips for schools, how many students max, and what's the per-student price?",
    ['yes_no', 'count', 'money'],
  ],
  ['when is the science fair workshop and how much and what grades', ['date', 'money', 'text']],
  [
    'Curious about your camp: is it full day, how much per week, and do you offer early drop off?',
    ['yes_no', 'money', 'yes_no'],
  ],
  ['what time do lessons start on saturdays and how long do they go', ['schedule', 'duration']],
  ['is there a fee to get on the waitlist and how long is the wait usually', ['yes_no', 'duration']],
  ['Do you cut curly hair? How much for a kid? How long does it take?', ['yes_no', 'money', 'duration']],
  [
    'how much is admission for kids under 5 and adults and are strollers allowed',
    ['money', 'money', 'yes_no'],
  ],
  [
    'do u teach swimming to babies? what age do they start? how many babies per class?',
    ['yes_no', 'age_range', 'count'],
  ],
  [
    'What are the class times for teens, how much is the drop-in rate, and is there a punch card?',
    ['schedule', 'money', 'yes_no'],
  ],
  [
    'How far in advance do we need to register, how much is the deposit and is it refundable',
    ['duration', 'money', 'yes_no'],
  ],
  [
    'is the tutoring center open on sundays, how much per session and how many kids per tutor',
    ['yes_no', 'money', 'count'],
  ],
  ["Do you have space for a 4 yo (she's potty trained) and what's the daily rate?", ['yes_no', 'money']],
  ['how much is it?? and do you do payment plans??', ['money', 'yes_no']],
  [
    'Q: how much is a lesson. Q: how long is it. Q: do you have weekend slots',
    ['money', 'duration', 'yes_no'],
  ],
  ['hi!! 😊 do you do kids birthday parties and how much 🎉', ['yes_no', 'money']],
  [
    'how much is the camp... and is lunch included... and what are the hours',
    ['money', 'yes_no', 'schedule'],
  ],
  ["do you take kids with allergies (peanuts) and what's the price", ['yes_no', 'money']],
  ['Do you offer swim lessons? P.S. how much are they?', ['yes_no', 'money']],
  ['ps is there parking', ['yes_no']],
  ['what do you charge - hourly or per project?', ['money']],
  ["I'd like to book a tour. When are tours, and how long do they take?", ['schedule', 'duration']],
  [
    'how much is the party package with pizza and a cake, and how long do we get the room',
    ['money', 'duration'],
  ],
  ['do you have a lactation consultant on staff and does she do home visits', ['yes_no', 'yes_no']],
  ['what does the intro package include and how much is it and does it expire', ['text', 'money', 'yes_no']],
  [
    'hey! is there an age minimum for the trampoline park and do they need grip socks and how much are the socks',
    ['yes_no', 'yes_no', 'money'],
  ],
  [
    'looking into guitar lessons for my 13yo who has never played. Do you have beginners classes? Group or private? How much for each?',
    ['yes_no', 'text', 'money'],
  ],
  ['When does the soccer season end and how many games do they play', ['date', 'count']],
  [
    "Does the program run during the school holidays and what's the daily rate and is there before care",
    ['yes_no', 'money', 'yes_no'],
  ],
  [
    'is the art teacher qualified to teach kids with special needs and what is the class size',
    ['yes_no', 'count'],
  ],
  ['Do you have a family plan for swimming? What does it include?', ['yes_no', 'text']],
  ['Is the clinic open late on thursdays and do I need a referral', ['yes_no', 'yes_no']],
  ['how many kids have signed up so far and is there still room', ['count', 'yes_no']],
  [
    "What's the cost to repair a cracked phone screen and how long will it take? Do you use original parts?",
    ['money', 'duration', 'yes_no'],
  ],
  ['Can you do a piano lesson on Wednesday at 4? How much is 45 minutes?', ['yes_no', 'money']],
  [
    'are the cooking classes hands on, how many kids per class, and what do they make',
    ['yes_no', 'count', 'text'],
  ],
  [
    'do you offer private swim lessons for kids with autism, how much per lesson, and how long is each lesson',
    ['yes_no', 'money', 'duration'],
  ],
  [
    'my daughter wants to join a choir - do you have a kids choir, when do they rehearse, and is there an audition',
    ['yes_no', 'schedule', 'yes_no'],
  ],
  ["what's the price for a family membership and does it include the pool", ['money', 'yes_no']],
  ["are there any openings for grade 2 in september and what's tuition", ['yes_no', 'money']],
  ["How many hours of tutoring would you recommend per week and what's your rate", ['count', 'money']],
  [
    'does the pediatrician have evening appointments, how long is the wait for a checkup, and do you take new patients',
    ['yes_no', 'duration', 'yes_no'],
  ],
  ['do you rent skates? how much? do you sharpen them too?', ['yes_no', 'money', 'yes_no']],
  ['When is the last day to register for spring soccer and how much is it', ['date', 'money']],
  [
    'Is there a minimum age for the pottery wheel, how long is the class, and do they get to keep what they make?',
    ['age_range', 'duration', 'yes_no'],
  ],
  ["can my son do a trial day at the camp before we commit, and what's the weekly cost", ['yes_no', 'money']],
  ['how old do you have to be to volunteer and how many hours a week', ['age_range', 'count']],
  ['Where do I park, and is the entrance stroller accessible?', ['text', 'yes_no']],
  [
    'Is it a drop off program or do parents stay? What does it cost? When does it start?',
    ['text', 'money', 'date'],
  ],
  ['do you offer sibling discounts, payment plans, or financial aid', ['yes_no']],
  [
    'what time do the doors open for the show and how long does it run and how much are tickets for kids',
    ['schedule', 'duration', 'money'],
  ],
  ['Which weekday afternoons are the guitar teachers free?', ['schedule']],
];

describe('parseAsks on new parent questions', () => {
  it.each(QUESTIONS)('splits "%s" into parts of the kinds %j', (question, kinds) => {
    expect(parseAsks(question).map((a) => a.kind)).toEqual(kinds);
  });
});
