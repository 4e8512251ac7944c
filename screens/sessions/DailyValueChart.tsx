import type { PlotMouseEvent } from 'plotly.js';
import { message } from '../../src/generated/catalog';
import { dailyTraces, dayAt, lastDays, type ReportDay } from './dailyChartData';
import { LazySessionPlot } from './LazySessionPlot';

interface DailyValueChartProps {
  days: readonly ReportDay[];
  /** How many of the last days to draw (15 or 30). */
  count: number;
  knee: boolean;
  /** A click on a day's point: its session popup ([daily-chart-popup]). */
  onDay: (day: ReportDay) => void;
}

/**
 * The daily-value chart (document 2, section 2): one point per day of the last `count` days, knee
 * values (flexion and extension in degrees, pain as bars on the right axis) or the other type's
 * (average METs, average weight on the right axis).
 */
export function DailyValueChart({ days, count, knee, onDay }: DailyValueChartProps) {
  const shown = lastDays(days, count);
  const traces = dailyTraces(shown, knee);
  const click = (event: Readonly<PlotMouseEvent>) => {
    const day = dayAt(shown, event.points[0]?.x);
    if (day) onDay(day);
  };
  return (
    <div data-chart="daily-values" data-days={shown.length}>
      <LazySessionPlot
        data={traces}
        layout={{
          autosize: true,
          height: 320,
          margin: { l: 48, r: 48, t: 16, b: 48 },
          xaxis: { type: 'date', tickformat: '%m/%d', automargin: true },
          yaxis: { automargin: true, title: { text: knee ? message('sessionChartDegreesAxis') : message('sessionHistoryMets') } },
          yaxis2: {
            automargin: true,
            overlaying: 'y',
            side: 'right',
            title: { text: knee ? message('sessionHistoryPain') : message('sessionHistoryWeight') },
            ...(knee ? { range: [0, 10], dtick: 2 } : {}),
            showgrid: false,
          },
          legend: { orientation: 'h' },
          hovermode: 'closest',
        }}
        config={{ displayModeBar: false, responsive: true }}
        useResizeHandler
        style={{ width: '100%' }}
        onClick={click}
      />
    </div>
  );
}
