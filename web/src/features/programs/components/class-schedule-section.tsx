import { ClassSessions } from '@/features/programs/components/class-sessions';
import { PageSection } from '@/features/programs/components/page-section';
import { programsSection } from '@/features/programs/content/programs';
import { scheduleSection as copy } from '@/features/programs/content/schedules';

/** The class schedules as one timetable: a row per program. */
export function ClassScheduleSection() {
  return (
    <PageSection id="schedules" heading={copy.heading} intro={copy.intro} tone="muted">
      <table className="schedule-table">
        <caption className="visually-hidden">{copy.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{copy.programColumn}</th>
            <th scope="col">{copy.sessionsColumn}</th>
          </tr>
        </thead>
        <tbody>
          {programsSection.programs.map((program) => (
            <tr key={program.id}>
              <th scope="row">
                <span className="schedule-table__program">{program.title}</span>
                <span className="schedule-table__age">{program.ageRange}</span>
              </th>
              <td>
                <ClassSessions sessions={program.schedule} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </PageSection>
  );
}
