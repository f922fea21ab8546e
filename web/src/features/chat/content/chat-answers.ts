import { classTimes, formatClassTimes } from '@/config/class-schedule';
import { chatFacts as facts } from '@/features/chat/content/chat-facts';
import type { ChatAnswers } from '@/features/chat/lib/chat-types';

/**
 * What the assistant says, in English, per topic. Links are written `[label](/path)` and shown as
 * in-app links; a module in another language is a second object of the same type.
 */

const rupees = (amount: number) => `₹${amount}`;
const rupeeRange = ({ min, max }: { min: number; max: number }) => `₹${min}-${max}`;
const list = (items: readonly string[]) =>
  new Intl.ListFormat('en', { type: 'conjunction' }).format(items);
const { discount, ages } = facts;

const scheduleLines = facts.schedules
  .map(({ program, ages: band, times }) => `• ${program}${band ? ` (${band})` : ''}: ${times}`)
  .join('\n');

export const chatAnswers: ChatAnswers = {
  schedule: `Our weekly classes:\n${scheduleLines}\nMost students train ${facts.sessionsPerWeek} times a week. Each program is described on the [Programs page](/programs).`,

  fees: `Training costs ${rupees(facts.monthlyFee.juniors)} per month for children and teens and ${rupees(facts.monthlyFee.seniors)} per month for adults and the advanced programs. On joining there is a one-time registration fee of ${rupees(facts.registrationFee)}. Belt test fees are ${rupeeRange(facts.beltTestFee)} depending on the grade, and a full set of equipment costs about ${rupeeRange(facts.equipmentCost)}.\nDiscounts: ${discount.family}% for families, ${discount.quarterly}% when you pay quarterly and ${discount.annual}% when you pay for the whole year.`,

  discounts: `You can save on the monthly fee: ${discount.family}% family discount when two or more family members train with us, ${discount.quarterly}% off when you pay quarterly and ${discount.annual}% off when you pay for the whole year. Before discounts, training costs ${rupees(facts.monthlyFee.juniors)} or ${rupees(facts.monthlyFee.seniors)} per month. Questions about your case? [Send us a message](/contact).`,

  benefits: `Taekwondo trains body and mind together: fitness, strength, flexibility and balance, practical self-defence, and the confidence, focus and discipline that come with its five tenets: Courtesy, Integrity, Perseverance, Self-Control and Indomitable Spirit. Children gain coordination and respect, teens a healthy outlet and goals to work towards, adults fitness and stress relief. See what each age group does on the [Programs page](/programs).`,

  belts: `There are ${facts.belts.length} belts, in this order: ${list(facts.belts)}.\nStudents move up at belt exams held through the year; a belt test fee is ${rupeeRange(facts.beltTestFee)} depending on the grade. Training ${facts.sessionsPerWeek} times a week, a black belt takes about ${facts.yearsToBlackBelt} years. The Black Belt exam needs 1 year as a red-black belt, recommendation letters and a thesis, and going from 1st to 2nd Dan takes ${facts.yearsFirstToSecondDan} years. Exam dates are on the [Programs page](/programs).`,

  trial: `Yes, you can take a trial class before you enroll: meet the instructor, see how a session runs and decide in your own time. Comfortable sportswear is all you need to bring. To book a trial class at the centre nearest to you, [send us a message](/contact). Ready to join? [Enroll online](/enroll).`,

  instructors: `Our ${facts.certifiedInstructors} certified instructors are black belts of 1st Dan or higher, trained and assessed by the association, which has taught Taekwondo in Maharashtra since ${facts.foundedIn}. Black belts who want to teach can join our Instructor program (${formatClassTimes(classTimes.instructor)}). Meet the team on the [About page](/about).`,

  equipment: `For your first classes comfortable sportswear is enough. Regular students need a dobok (uniform) with belt and sparring gear: head guard, body protector, forearm and shin guards, gloves and a mouth guard. A full set costs about ${rupeeRange(facts.equipmentCost)}; your instructor will tell you what to buy and when.`,

  events: `We hold championships, training camps, seminars and belt tests all year, for example ${list(facts.sampleEvents.map(({ title, city }) => `the ${title} in ${city}`))}. See the latest dates and register on the [Events page](/events).`,

  ages: `There is a class for every age: Children ${ages.children} (they can start at ${ages.youngestStart}), Teens ${ages.teens} and Adults ${ages.adults}. Advanced programs depend on rank rather than age: the competition team needs at least a green belt, and the black belt and instructor programs need 1st Dan or higher. Compare them on the [Programs page](/programs).`,

  enroll: `Joining takes a few minutes: create an account, fill in the [enrollment form](/enroll) and you will get a reference number. A one-time registration fee of ${rupees(facts.registrationFee)} applies, then the monthly fee of your program. Not sure yet? Ask for a trial class on the [contact page](/contact).`,

  programs: `We offer six programs: Children (${ages.children}), Teens (${ages.teens}), Adults (${ages.adults}), the Competition team (green belt and above), Black Belt and Instructor training (both 1st Dan and above). Compare them on the [Programs page](/programs).`,

  contact: `Our office is open Mon-Fri 9-6 and Sat 10-2, and closed on Sunday, and we train at ${facts.trainingCentres} centres across Maharashtra. The address, phone number and a message form are on the [contact page](/contact).`,

  greeting: 'Namaste! How can I help you today? Ask me about classes, fees, belts or events.',

  thanks:
    "You're welcome! Is there anything else you would like to know about our classes, fees or events?",

  fallback: `Sorry, I don't have an answer to that yet. Try one of the questions below, or [send us a message](/contact) and our team will get back to you.`,
};
