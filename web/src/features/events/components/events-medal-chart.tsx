import type { MedalYear } from '@/features/events/types';

interface MedalTallyChartProps {
  years: readonly MedalYear[];
  label: string;
}

// Drawn in viewBox units; the SVG scales to its box, so text keeps its proportion to the bars.
const WIDTH = 320;
const ROW = 34;
const BAR = 22;
const LABEL_WIDTH = 44;
const VALUE_ROOM = 34;

/**
 * The yearly totals as horizontal bars, in the table's order. It is one image to assistive
 * technology, named by a sentence that lists every bar, so nothing is lost to those who cannot
 * see it; the table beside it holds the same numbers.
 */
export function MedalTallyChart({ years, label }: MedalTallyChartProps) {
  const highest = Math.max(1, ...years.map((year) => year.total));
  const barSpace = WIDTH - LABEL_WIDTH - VALUE_ROOM;
  const height = years.length * ROW;
  const description = `${label}: ${years.map((year) => `${year.year}, ${year.total}`).join('; ')}.`;

  return (
    <figure className="medal-chart">
      <figcaption className="medal-chart__caption" aria-hidden="true">
        {label}
      </figcaption>
      <svg
        className="medal-chart__svg"
        viewBox={`0 0 ${WIDTH} ${height}`}
        role="img"
        aria-label={description}
        preserveAspectRatio="xMinYMin meet"
      >
        {years.map((year, index) => {
          const y = index * ROW + (ROW - BAR) / 2;
          const width = Math.max(2, (year.total / highest) * barSpace);
          return (
            <g key={year.year}>
              <text className="medal-chart__year" x={0} y={y + BAR / 2} dominantBaseline="central">
                {year.year}
              </text>
              <rect
                className="medal-chart__bar"
                x={LABEL_WIDTH}
                y={y}
                width={width}
                height={BAR}
                rx={3}
              />
              <text
                className="medal-chart__value"
                x={LABEL_WIDTH + width + 6}
                y={y + BAR / 2}
                dominantBaseline="central"
              >
                {year.total}
              </text>
            </g>
          );
        })}
      </svg>
    </figure>
  );
}
