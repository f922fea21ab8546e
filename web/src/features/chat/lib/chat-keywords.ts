import type { ChatTopic } from '@/features/chat/lib/chat-types';

/**
 * The words that point at each topic, as visitors type them: English, frequent misspellings the
 * fuzzy match would not reach (short words, two-letter slips), and Marathi and Hindi words written
 * in Latin letters. A strong word names the topic (2 points); a weak one only hints at it (1
 * point). Phrases of several words match as a whole. Order is priority: on a tie the earlier
 * topic wins, so the narrow topics come before the broad ones.
 */
export interface TopicKeywords {
  topic: Exclude<ChatTopic, 'fallback'>;
  /** Comma-separated words and phrases. */
  strong: string;
  weak?: string;
}

/**
 * The words of one language edition in its own script (chat-keywords-locale.ts and its twins):
 * per topic, lists like the ones below ('' when there are none), and the endings the language
 * joins to a word, so that one form per keyword is enough.
 */
export interface LocaleKeywords {
  topics: Readonly<Record<TopicKeywords['topic'], { strong: string; weak: string }>>;
  /**
   * Comma-separated: an optional vowel sign of the oblique form, then up to two endings
   * ("वर्ग" + "ां" + "ची"). '' for a language that writes its words apart.
   */
  inflection: { vowels: string; endings: string };
}

export const topicKeywords: readonly TopicKeywords[] = [
  {
    topic: 'discounts',
    strong: 'discount, concession, sibling, family, quarterly, annual, sut, chhoot, chhut, savlat',
    weak: 'offer, save, cheaper, yearly',
  },
  {
    topic: 'fees',
    strong:
      'fee, feez, fes, fess, fi, cost, price, pricing, charge, payment, pay, tuition, rupee, rs, inr, how much, shulk, shulka, paise, paisa, kimat, kimmat, kharcha, kharch',
    weak: 'kitna, kitne, kitni, kiti, monthly, month, membership, registration, rate',
  },
  {
    topic: 'trial',
    strong: 'trial, trail, triel, demo, free class, first class, try, muft, mofat, free',
    weak: 'visit, watch',
  },
  {
    topic: 'equipment',
    strong:
      'equipment, gear, uniform, dobok, dress, kit, pad, guard, what to bring, what to wear, saman, samaan, samagri, kapde, kapda',
    weak: 'wear, bring, buy, shoe, need',
  },
  {
    topic: 'belts',
    strong: 'belt, blet, bellt, grading, promotion, rank, ranking, dan, black belt, patta, patti',
    weak: 'grade, exam, test, progression, progress, colour, color, level',
  },
  {
    topic: 'instructors',
    strong:
      'instructor, instructer, coach, teacher, master, trainer, sabumnim, guru, shikshak, prashikshak, qualification, qualified, certified',
    weak: 'experience, experienced, sir',
  },
  {
    topic: 'events',
    strong:
      'event, upcoming, tournament, championship, camp, seminar, workshop, spardha, pratiyogita, karyakram',
    weak: 'competition, news, happening',
  },
  {
    topic: 'schedule',
    strong:
      'schedule, shedule, schedual, shedual, sched, timetable, time table, timing, what time, vel, vela, velapatrak, samay, waqt, vakt',
    weak: 'class, time, hours, day, batch, when, kab, kadhi, weekend, morning, evening, monday, tuesday, wednesday, thursday, friday, saturday, sunday',
  },
  {
    topic: 'ages',
    strong: 'age, how old, old, umar, umr, vay, vayas, minimum age, toddler',
    weak: 'year, kid, child, children, son, daughter, beta, beti, mulga, mulgi',
  },
  {
    topic: 'enroll',
    strong:
      'enroll, enrol, enrollment, enrolment, join, joining, register, registration, sign up, signup, admission, pravesh, dakhla',
    weak: 'start, begin',
  },
  {
    topic: 'benefits',
    strong:
      'benefit, advantage, why taekwondo, why learn, good for, fayda, faayda, fayde, faide, labh',
    weak: 'taekwondo, taekwon, tkd, fitness, health, confidence, discipline, self defence, self defense, learn',
  },
  {
    topic: 'programs',
    strong: 'program, programme, course, classes offered',
    weak: 'adult, teen, teenager, competition team',
  },
  {
    topic: 'contact',
    strong:
      'contact, phone, call, email, address, location, where, branch, centre, center, office, kuthe, kahan, kidhar, number',
    weak: 'near, nearby, hours, reach',
  },
  {
    topic: 'thanks',
    strong: 'thanks, thank, thx, dhanyavad, dhanyawad, dhanyavaad, shukriya, abhari',
  },
  {
    topic: 'greeting',
    strong: 'hi, hii, hello, helo, hey, namaste, namaskar, namaskaar, good morning, good evening',
  },
];
