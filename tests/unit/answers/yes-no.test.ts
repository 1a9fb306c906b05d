import { describe, expect, it } from 'vitest';
import { normalizeAnswer } from '#functions/core/answers/normalize/index';

const context = (label: string) => ({
  label,
  currency: 'CAD',
  referenceDate: new Date('2026-11-24T15:00:00Z'),
});
const read = (text: string, label: string) => normalizeAnswer('yes_no', text, context(label))?.value;

type Case = readonly [answer: string, question: string, yes: boolean];
const reads = (cases: readonly Case[]) =>
  it.each(cases)('reads %j as the answer to %j', (text, label, value) => {
    expect(read(text, label)).toBe(value);
  });

describe('a yes/no answer, read as a person hearing it would', () => {
  describe('to whether something is full, closed or waitlisted: room is a no, a denial a yes', () => {
    reads([
      ['There are two spots left in the August session.', 'Is the robotics camp full?', false],
      ["We've still got a few openings on Tuesdays.", 'Is the pottery class full?', false],
      ["There's still room, yeah.", 'Is the Saturday session sold out?', false],
      ["We're booked solid till March.", 'Is the pottery class full?', true],
      ["Sorry, it's full.", 'Is the toddler class full?', true],
      ['It filled up in a day, sorry.', 'Is the spring session full?', true],
      ["I'm afraid so, it went last week.", 'Is the Saturday session sold out?', true],
      ["We're not full yet.", 'Is the camp full?', false],
      ['Not yet, but it goes fast.', 'Is the camp full?', false],
      ["We're open Monday to Saturday.", 'Are you closed on Mondays?', false],
      ["We're open Tuesday to Saturday.", 'Are you closed on Mondays?', true],
      ["We're closed Sundays only.", 'Are you closed on Mondays?', false],
      ['From the twenty-fourth to the second.', 'Are you closed for the holidays?', true],
      ['Since the middle of August.', 'Is the fall session full?', true],
      ['Just a handful of seats in the balcony.', 'Is the Saturday show sold out?', false],
      ["Right now it's about six weeks.", 'Is there a waitlist?', true],
      ['We take your number and call when a space opens up.', 'Is there a waitlist?', true],
      ['No, she could start next week.', 'Is there a waitlist?', false],
    ]);
  });

  describe('to whether something is free: any charge is a no', () => {
    reads([
      ["It's a toonie per craft.", 'Is it free?', false],
      ["There's a small materials fee.", 'Is the trial class free?', false],
      ['You just pay for the supplies.', 'Is the workshop free?', false],
      ["It's pay and display out front.", 'Is parking free?', false],
      ["There's no fee, you just need to register.", 'Is it free?', true],
      ['Totally free, just show up.', 'Is story time free?', true],
    ]);
  });

  describe('to whether it can be done in time: a lead time longer than asked is a no', () => {
    reads([
      ['We need forty-eight hours for anything custom.', 'Can you do a same-day order?', false],
      ['We need at least a day to bake it.', 'Can you do a same-day order?', false],
      ["About two hours' notice is plenty.", 'Can you do a same-day order?', true],
      [
        'It takes about three days to come back from the lab.',
        'Can you have the glasses ready tomorrow?',
        false,
      ],
      ['We can usually turn it around in an hour.', 'Can you fix it today?', true],
      ['Most repairs take five days.', 'Can you do it within a week?', true],
      ['Most repairs take ten days.', 'Can you do it within a week?', false],
    ]);
  });

  describe('to a part of the day: the clock times said decide', () => {
    reads([
      ["We close at six every day except Friday, when it's eight.", 'Are you open late on Thursdays?', false],
      ['We stay open until 9 pm on Thursdays.', 'Are you open late on Thursdays?', true],
      ['Last class starts at four thirty.', 'Do you have evening classes?', false],
      ['We open the doors at 7 am.', 'Do you open early on Saturdays?', true],
      ['Classes run one to three.', 'Are there morning classes?', false],
      ["We don't close till 9 pm on Thursdays.", 'Are you open late on Thursdays?', true],
    ]);
  });

  describe('to whether a visit must be booked: booking and walking in answer it opposite ways', () => {
    reads([
      [
        'Walk-ins are fine on the first Saturday of the month, otherwise call ahead.',
        'Do I need an appointment?',
        true,
      ],
      ['Only on the first Saturday, otherwise you need to book.', 'Do you take walk-ins?', false],
      ['Just walk in any time before four.', 'Do I need an appointment?', false],
      ["No need, it's first come first served.", 'Do I need to book ahead?', false],
      ["We don't take walk-ins.", 'Do I need an appointment?', true],
      ["Drop-ins are welcome, we don't take bookings.", 'Can we just drop in?', true],
      ['You have to register online first.', 'Can we just drop in?', false],
      ['Tables are first come, first served.', 'Can I reserve a table?', false],
      ['You book through the app, a week ahead.', 'Can we reserve a lane?', true],
    ]);
  });

  describe('to whether a visit must be booked: booking advised is not booking required', () => {
    reads([
      ["We do, but it's better to call ahead.", 'Do you take walk-ins?', true],
      ['Sure, though we suggest calling ahead on weekends.', 'Do you take walk-ins?', true],
      ['We recommend booking ahead, it gets busy.', 'Do you take walk-ins?', true],
      ["It's best to book, but walk-ins are fine.", 'Do I need an appointment?', false],
      // Told outright, booking stays required.
      ["You'd better book, we're always full.", 'Do I need an appointment?', true],
      ['Appointments only.', 'Do you take walk-ins?', false],
      ['No, you have to book.', 'Do you take walk-ins?', false],
    ]);
  });

  describe('to whether it is had here and now', () => {
    reads([
      ["That's at our other location.", 'Do you have a climbing wall?', false],
      ["That's a different branch, the one on King Street.", 'Do you do passport photos?', false],
      ['We refer those out to the hospital.', 'Do you do allergy testing?', false],
      ['We stopped doing that last year.', 'Do you do ear piercing?', false],
      ['We will in the spring.', 'Do you have an outdoor program?', false],
      ["We're adding one next fall.", 'Is there a teen group?', false],
      ['We will in the summer, it starts July second.', 'Do you run a summer camp?', true],
      [
        'Our other location closes earlier, we have a climbing wall here.',
        'Do you have a climbing wall?',
        true,
      ],
    ]);
  });

  describe('to whether something is needed or allowed: something else that will do is a no', () => {
    reads([
      ['Shorts and a t-shirt are fine.', 'Do they need a leotard?', false],
      ['Running shoes are good enough.', 'Do kids need cleats?', false],
      ['A leotard is best, yes.', 'Do they need a leotard?', true],
      ['Service dogs only.', 'Are dogs allowed?', false],
      ['Pickup only, sorry.', 'Do you deliver?', false],
      ['Kids only, under eighteen.', 'Do you teach adults too?', false],
      ['Cash only.', 'Do you take cash?', true],
      ['We provide towels.', 'Do I need to bring a towel?', false],
      ['We have loaners at the front desk.', 'Do kids need their own helmet?', false],
      [
        'We rent them for four dollars, or they can climb in clean sneakers.',
        'Do they need climbing shoes?',
        false,
      ],
      ['There is a thirty dollar recital fee on top.', 'Is the recital included in tuition?', false],
      ["We don't provide goggles, so yes.", 'Do I need to bring goggles?', true],
      ['Saturdays only.', 'Are you open on Saturdays?', true],
    ]);
  });

  describe('to whether there is something, answered for one case and "otherwise" not', () => {
    reads([
      [
        "If you cancel less than a day ahead it's the full lesson, otherwise no charge.",
        'Is there a cancellation fee?',
        true,
      ],
      [
        'On rainy days we use the gym, otherwise there is no indoor space.',
        'Is there an indoor space?',
        true,
      ],
      ["We don't do custom cakes, otherwise we'd never keep up.", 'Do you do custom cakes?', false],
      ['Free for members, otherwise it is ten dollars.', 'Is it free?', false],
    ]);
  });

  describe('to a period or a day asked about', () => {
    reads([
      ["It's paid up front for the whole term.", 'Can I pay monthly?', false],
      ['You can pay by the month or the term.', 'Can I pay monthly?', true],
      [
        "Saturday's pretty packed, we could do Sunday though.",
        'Do you have availability this Saturday?',
        false,
      ],
      ['A full day is eight hours, we do those on weekends.', 'Do you do full-day sessions?', true],
    ]);
  });

  describe('with a condition, a reassurance or a past', () => {
    reads([
      ["As long as it's on a leash, no problem.", 'Can we bring our dog?', true],
      ["If it's not sold out, sure.", 'Do you sell tickets at the door?', true],
      ["If you're not a member, we can't.", 'Can we use the pool?', false],
      ['Not a problem at all.', 'Can grandparents come along?', true],
      ['Only with twenty-four hours notice.', 'Do you offer makeup classes if we miss one?', true],
      ["Only if they're potty trained.", 'Do you take three-year-olds?', true],
      ['Only for emergencies.', 'Do you take walk-ins?', false],
      ['That got cancelled in September, sadly.', 'Do you still do the Friday night skate?', false],
      ['There was one last year.', 'Is there a shuttle from the school?', false],
      [
        "The season wrapped up last Sunday, I'm afraid.",
        'Are you open for apple picking this weekend?',
        false,
      ],
      ['Always, we never turn anyone away.', 'Are you accepting new students?', true],
      ['There was a long line this morning, but there is space now.', 'Can we come today?', true],
      ['We used to have one, and we still do on Saturdays.', 'Do you have a chess club?', true],
    ]);
  });

  describe('in the words people say yes and no with', () => {
    reads([
      ['For sure, every Tuesday.', 'Do you do allergy testing?', true],
      ['Totally.', 'Can siblings join?', true],
      ['Mm-hmm.', 'Is there parking?', true],
      ['Uh-huh, we do.', 'Is there a change room?', true],
      ['Hmm, I doubt it.', 'Do you offer sibling discounts?', false],
      ['Sadly no.', 'Do you have a pool?', false],
      ['Not anymore.', 'Do you still do pony rides?', false],
      ['Not that I am aware of.', 'Is there a registration fee?', false],
      ['Not as far as I know.', 'Do you have a sibling discount?', false],
      ['Negative.', 'Is there a waiting period?', false],
      ['Affirmative.', 'Do you have a defibrillator on site?', true],
      ['Plenty.', 'Is there parking?', true],
      ['Yep, no room left.', 'Is the Saturday class full?', true],
      ["Yeah no, we don't.", 'Do you have a pool?', false],
      ['Yeah, no problem.', 'Can we bring snacks?', true],
      ['Completely, there is a list of ten people waiting.', 'Is the Saturday class full?', true],
    ]);
  });

  describe('with the question echoed instead of a yes or no', () => {
    reads([
      ["We are, we've got a waiting list going though.", 'Are you taking new patients?', true],
      ['They do, from about age four.', 'Do the instructors teach toddlers?', true],
      ["It isn't, sorry, that one's cash only.", 'Is the deposit refundable?', false],
      ["We can't, the van's out all week.", 'Can you deliver on Friday?', false],
      ['She does, every second Saturday.', 'Does the vet see rabbits?', true],
      ['We are closed Mondays.', 'Are you open on Mondays?', false],
      // An echo followed by a hesitation only buys time: what comes after answers.
      ['It is, well, almost, there is one spot left.', 'Is the class full?', false],
      ['That is, hmm, let me look, I think there is one spot.', 'Is the class full?', false],
      ['We have, um, no, not since the summer.', 'Do you have Saturday hours?', false],
    ]);
  });

  describe('sending the parent to another provider', () => {
    reads([
      [
        "There's a lady in Westboro who does kids, I can give you the name.",
        'Does the naturopath see children?',
        false,
      ],
      ["That'd be someone else, the clinic on Bank Street does those.", 'Do you do ear piercing?', false],
      ['I can give you the number of a guy who does chimneys.', 'Do you clean chimneys?', false],
      ['Yes, and I can give you the number for booking.', 'Do you do ear piercing?', true],
      ['She sees kids from age two.', 'Does the naturopath see children?', true],
      ["You'd have to try someone else for that.", 'Do you do ear piercing?', false],
      ['Someone else usually does it, but yes, we offer it.', 'Do you do teeth whitening?', true],
      ['We do, someone else from the team will call you to book.', 'Do you do ear piercing?', true],
    ]);
  });

  describe('with a price said of the thing: "no charge" is not a no to the thing', () => {
    reads([
      ["Oh you betcha, we wrap at the register, doesn't cost a thing.", 'Do you offer gift wrapping?', true],
      ['We lend out booster seats, no charge.', 'Do you have booster seats?', true],
      ["The locker's yours for the day and it won't cost you anything.", 'Are there lockers?', true],
      ["We don't have lockers, no charge for the cubbies though.", 'Are there lockers?', false],
      ["There's no charge for the consult.", 'Is there a fee for the consult?', false],
      ['Adults are ten dollars at the door, kids under twelve get in free.', 'Do kids have to pay?', false],
      ['Kids are six dollars, adults get in free.', 'Do kids have to pay?', true],
      ['Yes, the registration fee is twenty-five.', 'Is there a registration fee?', true],
    ]);
  });

  describe('words that answer only when said on their own, and lengths, things and cues said in passing', () => {
    reads([
      ['Always!', 'Are you open on Saturdays?', true],
      ['Always closed on Sundays.', 'Are you open on Sundays?', false],
      ['Plenty of people ask, but no, there is none.', 'Do you have parking?', false],
      ['It runs for two weeks and we have space.', 'Is the camp full?', false],
      ['We provide goggles, but bring a towel.', 'Do I need to bring a towel?', true],
      ['We provide towels.', 'Do I need to bring a towel?', false],
    ]);
  });

  describe('with a "free" denied', () => {
    reads([
      ['Not free, no.', 'Is the first lesson free?', false],
      ["It isn't free, but the first week is half price.", 'Can we try the first week free?', false],
      ["It's not totally free, there's a small materials fee.", 'Is the workshop free?', false],
      ['Nope, not for free.', 'Is the trial class free?', false],
    ]);
    reads([
      ["Yep, it's free, not a cent.", 'Is the trial class free?', true],
      ["It's free, no catch.", 'Is story time free?', true],
    ]);
  });

  describe('with a past echoed to a question of now', () => {
    reads([
      ['We did.', 'Do you host birthday parties?', false],
      ['We did. Stopped this year.', 'Do you do pony rides?', false],
      ['It was, till last spring.', 'Is the pool heated?', false],
      ['They were, a few years back.', 'Are the classes bilingual?', false],
    ]);
    reads([
      ['We did, and we still do.', 'Do you host birthday parties?', true],
      ['We do.', 'Do you host birthday parties?', true],
      ['It did.', 'Did the camp fill up?', true],
      ['It was.', 'Was the show sold out?', true],
    ]);
  });

  describe('with what happened before the answer', () => {
    reads([
      [
        "They cancelled on Friday, so yep, I'm wide open that day.",
        'Are you available on Saturday, May 9?',
        true,
      ],
      ["Someone cancelled Monday, so I'm free that day.", 'Are you available on Saturday?', true],
      ['We had a cancellation Tuesday, so Saturday works.', 'Can you do Saturday?', true],
      ['The lady booked it on Sunday, so no.', 'Is the hall free on Saturday?', false],
    ]);
    reads([
      ['We only do Fridays.', 'Are you open on Saturdays?', false],
      ["I'm booked that Saturday, so no.", 'Are you available on Saturday?', false],
    ]);
  });

  describe('to evening hours, with the closing time said after "until"', () => {
    reads([
      ['Tuesday and Thursday we stay until eight.', 'Are you open any evenings?', true],
      ["We're open till nine on Fridays.", 'Are you open in the evening?', true],
    ]);
    reads([
      ['We are open until five, every day.', 'Are you open any evenings?', false],
      ['We deliver Saturdays till eleven, so sure.', 'Can you deliver Saturday morning?', true],
    ]);
  });

  describe('to a question naming children by the age they are under', () => {
    reads([
      ['Under two gets in free.', 'Are under-threes free?', false],
      ['Under three is free.', 'Are under-threes free?', true],
      ['The under-fives get in free, yes.', 'Are under-fives free?', true],
    ]);
  });

  describe('to whether something is provided, with bringing it denied', () => {
    reads([
      ["We've got ten easels here, nobody brings one.", 'Do the art classes provide easels?', true],
      ['No need to bring a helmet, we have loaners.', 'Are helmets provided?', true],
      ["You don't need to bring anything, it's all supplied.", 'Are materials included?', true],
    ]);
    reads([
      ['Kids bring their own racquet.', 'Are racquets provided?', false],
      ['No need to book, just show up.', 'Do I need to book ahead?', false],
    ]);
  });

  describe("to whether something is provided, with the family's own got some other way", () => {
    reads([
      ['Families usually order their own off the website.', 'Are the uniforms provided?', false],
      ['You have to pick up your own at the hardware store.', 'Is the paint supplied?', false],
    ]);
    reads([
      ["It's all in the fee, you don't need your own.", 'Are the goggles included?', true],
      ['We make our own dough in-house.', 'Are ingredients supplied?', true],
    ]);
  });
});

describe('a yes/no answer said around the point', () => {
  describe('a wish, a plan being weighed or something else in its place is a no', () => {
    reads([
      ['I wish we did, honestly.', 'Do you have a sibling discount?', false],
      ["That's something we're looking into for next year.", 'Do you offer evening classes?', false],
      ["It's in the works, but not yet.", 'Do you have online booking?', false],
      ['Nothing like that, sorry.', 'Is there a loyalty card?', false],
      ["There's a punch card instead.", 'Do you have a monthly membership?', false],
      // "Instead of" compares two things had.
      ['Seniors pay eight instead of twelve.', 'Is there a seniors discount?', true],
    ]);
  });

  describe('a yes said last, after "but", takes back what came before', () => {
    reads([
      ["We don't put it on the website, but yes.", 'Do you price match?', true],
      ["It's not common, but yeah, we do.", 'Do you do house calls?', true],
      // A "but" that limits a yes keeps it.
      ['We do, but not on weekends.', 'Do you take walk-ins?', true],
    ]);
  });

  describe("a day off is a day closed; a 'but' after a group of days leaves one out", () => {
    reads([
      ['Sunday is our day off.', 'Are you open on Sundays?', false],
      ['Street parking is metered.', 'Is parking free?', false],
      // A worry said to be none is a yes.
      ["We're nut-free, so that's never been a problem.", 'Can you handle a nut allergy?', true],
      ["We've never had an issue with that.", 'Do you take kids in wheelchairs?', true],
      ["Monday's our day off, Sundays we're open.", 'Are you open on Sundays?', true],
      ['Every day but Saturday.', 'Are you open on Saturdays?', false],
    ]);
  });
});

describe('out of a thing is without it', () => {
  describe('"out of network", "out of stock", "out of town" are no, "out of our home" is from', () => {
    reads([
      ["We're out of network.", 'Do you take Aetna?', false],
      ["We're out of network with them, but we can give you a superbill.", 'Do you take Aetna?', false],
      ["We're out of those right now.", 'Do you have it in stock?', false],
      ["I'm out of town that weekend, sorry.", 'Are you available Saturday the 5th?', false],
      ['Yes, I work out of my home.', 'Do you work from home?', true],
      ['We do, out of the Yorkville studio.', 'Do you offer private lessons?', true],
      ['Two out of three classes have space.', 'Do you have space in the class?', true],
    ]);
  });
});

describe('a no implied by what is done, had or regretted instead', () => {
  describe('"we do" with another object, "just do", "X only" after "is"', () => {
    reads([
      ['We do weekdays.', 'Are you open Saturdays?', false],
      ['We just do group classes.', 'Do you do private lessons?', false],
      ["We're cash only.", 'Do you take credit cards?', false],
      ["It's pickup only.", 'Do you deliver?', false],
      ['We just do in-person.', 'Do you offer online lessons?', false],
      // Must not change: "we do" saying yes, an "only" of the thing asked, of a day asked.
      ['We do have one, unfortunately just for the fall session.', 'Do you have a sibling discount?', true],
      ['We do evenings on Tuesdays and Thursdays.', 'Do you do evening classes?', true],
      ['We do. Boys and girls.', 'Do you do haircuts for boys?', true],
      ["It's street parking only.", 'Is there parking?', true],
      ['Weekday mornings are for the little ones only.', 'Is there a toddler time?', true],
    ]);
  });

  describe('the same price for all to a discount; a regret said anywhere; a place under repair', () => {
    reads([
      ['Everyone pays the same.', 'Is there a sibling discount?', false],
      ["No special rate, it's one price for everybody.", 'Do you offer a military discount?', false],
      ["There's a few stairs at the entrance, unfortunately.", 'Is it wheelchair accessible?', false],
      ["The pool's under renovation till March.", 'Is the pool open right now?', false],
      ["They're under repair this week.", 'Are the showers working?', false],
      // Must not change: a discount had on a condition, a yes said before the regret.
      [
        'Ten percent off if you pay up front, otherwise everyone pays the same.',
        'Is there a sibling discount?',
        true,
      ],
      ['Yes, though unfortunately only till two.', 'Do you have Sunday hours?', true],
    ]);
  });

  describe('the youngest said, ages in hyphens, and what the parent does themselves', () => {
    reads([
      ['Our youngest group starts at five.', 'Do you take 3-year-olds?', false],
      ['The youngest we take is three.', 'Do you take 2-year-olds?', false],
      ['We take kids from three-year-olds up.', 'Do you take 4-year-olds?', true],
      ["That's something you'd have to pick up yourself.", 'Do you provide the materials?', false],
      ['Parents pack it themselves.', 'Is the snack provided?', false],
      ["You don't need to pack anything yourself, we cover it.", 'Is lunch provided?', true],
    ]);
  });
});

describe('people named by their time of life, and amounts past a bound', () => {
  describe('adults, teens, toddlers and babies against the ages said', () => {
    reads([
      ['Ages four to sixteen.', 'Do you teach adults?', false],
      ['Ages four to sixteen.', 'Do you have classes for grown-ups?', false],
      ["It's for ages 8 to 12.", 'Is it okay for teens?', false],
      ['We start at age three.', 'Do you take toddlers?', false],
      ['From eighteen months up.', 'Do you take toddlers?', true],
      ['Our parent and baby class is for 3 to 12 months.', 'Do you have a class for babies?', true],
      // Must not change: hours are no ages, and a yes without ages.
      ['Adult swim is 6 to 8 pm on weeknights.', 'Is there an adult swim time?', true],
      ['Sure, students from 8 to 80.', 'Do you teach adults?', true],
      ['Yes, for ages 1 to 3 with a parent.', 'Do you have a parent and tot class?', true],
    ]);
  });

  describe('a number asked past the most or short of the fewest allowed', () => {
    reads([
      ['Up to size 3.', 'Do you carry size 4?', false],
      ['Ten max.', 'Can you take a group of 12?', false],
      ['We need at least six for a party.', 'Can I book for just 2 kids?', false],
      ["Only kids' classes, nothing for grown-ups.", 'Do you have adult classes?', false],
      // Must not change: a number within the bounds.
      ['We do up to fifteen.', 'Can you take a group of 12?', true],
      ['The hall holds up to forty.', 'Do you have room for 30 guests?', true],
      ["Sure, up to four's fine.", 'Can I bring 3 friends?', true],
    ]);
  });
});

describe('a day past the deadline asked', () => {
  reads([
    [
      'Yeah, dispatch says the first open delivery slot is Monday the thirtieth.',
      'Can you deliver a new one before Thanksgiving?',
      false,
    ],
    ['Earliest is next Tuesday.', 'Can you come out this week?', false],
    ["I can't get there till tomorrow.", 'Can you fix it today?', false],
    ["Realistically it'll be Monday.", 'Can it be ready by Friday?', false],
    ["We're booked until the 8th of January.", 'Can you finish before Christmas?', false],
    ['Next opening is December 9th.', 'Do you have anything before the 5th?', false],
    // Must not change: a day within the deadline, a part of today said in passing.
    ['Yes, we can do Wednesday morning.', 'Can you deliver before Thanksgiving?', true],
    ['Sure, Thursday afternoon.', 'Can you come out this week?', true],
    ['We could start the 3rd, done in a week.', 'Can you do it by December 10th?', true],
    ['Tomorrow at nine works.', 'Can you come tomorrow?', true],
    ['There was a long line this morning, but there is space now.', 'Can we come today?', true],
  ]);
});

describe('the one day said within the deadline asked is a yes', () => {
  reads([
    ['It should be ready Thursday.', 'Will it be ready by Friday?', true],
    ["Hmm, I'd say Thursday.", 'Will the car be done by Friday?', true],
    ["We'll have it done Wednesday afternoon.", 'Can it be finished before the weekend?', true],
    ['The parts come in on the 2nd.', 'Can you fix it by December 10th?', true],
    // Must not change: a day past it, a day ruled out, a no said first, two days said.
    ['Not until Monday, sorry.', 'Will it be ready by Friday?', false],
    ["It's usually ready Thursday but not this week.", 'Will it be ready by Friday?', false],
    [
      'No, Thursday is the soonest and we need two more days after that.',
      'Will it be ready by Friday?',
      false,
    ],
    ['We are closed Thursday, so Monday.', 'Will it be ready by Friday?', false],
  ]);
});

describe('a yes or no said past a preface broken off at a dash', () => {
  reads([
    [
      "Funny you should ask — yes, we opened the waitlist again, which hasn't happened in a while.",
      'Is there a waitlist?',
      true,
    ],
    [
      "I'll save you the trouble — no, we don't, it isn't something we've ever done.",
      'Do you do home visits?',
      false,
    ],
    [
      'To answer the first one — yep, we can, as long as you call the day before.',
      'Can you deliver on Sunday?',
      true,
    ],
  ]);

  describe('and not one said before the dash', () => {
    reads([
      ['Yes — though not on holidays.', 'Are you open Mondays?', true],
      ["We don't — sorry, it's a liability thing.", 'Do you allow dogs?', false],
    ]);
  });
});

describe('said on the phone beside the yes or no', () => {
  describe('"full" describing a thing in the question is no state asked about', () => {
    reads([
      ['Full kit, yeah.', 'Is a full uniform needed?', true],
      ['Full gear, yep.', 'Is full protective gear required?', true],
      ['Nope, just a helmet.', 'Is full padding required?', false],
      ['Yep, totally full.', 'Is the Saturday class full?', true],
    ]);
  });

  describe('a worry waved away is a yes to whether it is all right', () => {
    reads([
      ['We see shy kids every week, no need to worry.', 'Is it fine if she is shy?', true],
      ["Happens all the time, don't worry about it.", 'Is it okay if he cries at drop-off?', true],
    ]);
  });

  describe('a thing asked that an "only" sets as the condition is had', () => {
    reads([
      ['We only book appointments with a deposit.', 'Is a deposit required?', true],
      ['They only see new clients with a doctor’s note.', 'Do I need a doctor’s note?', true],
      ['We only do group lessons.', 'Do you do private lessons?', false],
    ]);
  });

  describe('what holds on other days than the one asked is a no for that day', () => {
    reads([
      ['Seniors ride free, but Mondays only.', 'Do seniors ride free on Fridays?', false],
      ['Thursdays only, the half-price wings.', 'Are wings half price on Tuesday?', false],
      ['Fridays the under-fives are free.', 'Are under-fives free on Fridays?', true],
    ]);
  });

  describe('out of service, or regretted with a closing "sorry"', () => {
    reads([
      ['The climbing wall is out of service this week.', 'Is the climbing wall open?', false],
      ["The slide's closed until the fall, sorry.", 'Can kids use the water slide?', false],
      ['The gondola is down till June, sorry.', 'Is the gondola running?', false],
    ]);
  });
});
