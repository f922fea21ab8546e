import type { MissionValuesContent } from '@/features/about/types';

/** About, "Mission & Values": mission, vision, the six core values and the approach. */
export const missionValues: MissionValuesContent = {
  heading: 'Mission & Values',
  mission: {
    heading: 'Our Mission',
    text: 'To make quality Taekwondo training available to every child and adult in Maharashtra, taught safely by certified instructors, and to give every talented athlete a clear path from a first class to the national team.',
  },
  vision: {
    heading: 'Our Vision',
    text: 'A club within reach of every family in the state, and a generation of students who carry the discipline and respect they learn on the mat into their schools, workplaces and neighbourhoods.',
  },
  values: {
    heading: 'Core Values',
    intro: 'Six values shape how we teach, grade, compete and run the association.',
    items: [
      {
        name: 'Excellence',
        text: 'We hold ourselves to high standards of technique and teaching, and we keep learning: every instructor attends refresher training each year.',
      },
      {
        name: 'Respect',
        text: 'For instructors, training partners, opponents and parents. The bow at the start and end of every class is where it begins, not where it ends.',
      },
      {
        name: 'Discipline',
        text: 'Regular practice, punctuality and self-control. Progress in Taekwondo is earned one class at a time, and the habit carries over into school and work.',
      },
      {
        name: 'Integrity',
        text: 'Fair gradings, honest selection and transparent accounts. A belt from our association means that its holder has met the standard, nothing less.',
      },
      {
        name: 'Perseverance',
        text: 'We encourage students to keep going through a difficult pattern, a lost bout or a long road back from injury, and we stand beside them while they do.',
      },
      {
        name: 'Community',
        text: 'Our clubs are places where families meet, seniors help juniors and black belts come back to teach. Nobody trains alone.',
      },
    ],
  },
  approach: {
    heading: 'Our Approach',
    intro:
      'Good Taekwondo teaching looks different at six, sixteen and sixty. Four principles guide every class.',
    points: [
      {
        name: 'Age-appropriate classes',
        text: 'Children learn through games and short drills; teens build technique and fitness; adults train at their own pace, with or without competition.',
      },
      {
        name: 'Safety first',
        text: 'Qualified instructors, proper warm-ups, protective equipment for sparring and a first-aid trained adult at every session.',
      },
      {
        name: 'A clear path',
        text: 'A shared syllabus from white belt to black belt, gradings held on fixed dates and a route into the competition team for those who want it.',
      },
      {
        name: 'Character as well as skill',
        text: 'Courtesy, patience and self-control are taught alongside kicks and blocks, and they count at every grading.',
      },
    ],
  },
};
