/**
 * A bar chart of one figure per day (uPlot: ~50 KB, canvas, loaded only with the back office). The canvas
 * is hidden from assistive technology; its text alternative is a one-sentence summary (the figure's total
 * and busiest day) and the full table of days, in a disclosure under the chart.
 */
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from '../../web/i18n/react.js';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { cellClass, formatDay, headClass } from './parts.js';

interface DayChartProps {
  title: string;
  days: string[];
  values: number[];
  format(value: number): string;
}

const STYLE = getComputedStyle(document.documentElement);
const token = (name: string, fallback: string) => STYLE.getPropertyValue(name).trim() || fallback;

export function DayChart({ title, days, values, format }: DayChartProps) {
  const { t } = useTranslation('admin');
  const frame = useRef<HTMLDivElement>(null);
  const titleId = useId();

  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const text = token('--color-text-secondary', '#a3adc2');
    const grid = token('--color-border', '#26304a');
    const accent = token('--color-accent', '#7c3aed');
    const axis = { stroke: text, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid, width: 1 }, font: '12px Inter Variable, sans-serif' };
    const plot = new uPlot({
      width: element.clientWidth || 600,
      height: 200,
      legend: { show: false },
      cursor: { show: false },
      select: { show: false, left: 0, top: 0, width: 0, height: 0 },
      scales: { x: { time: false }, y: { range: (_plot, _min, max) => [0, Math.max(1, max * 1.1)] } },
      axes: [
        { ...axis, values: (_plot, ticks) => ticks.map((tick) => (days[tick] ? formatDay(days[tick]!) : '')), space: 60 },
        { ...axis, values: (_plot, ticks) => ticks.map((tick) => format(tick)), size: 70 },
      ],
      series: [{}, { stroke: accent, fill: `${accent}cc`, width: 0, paths: uPlot.paths.bars!({ size: [0.7, 24] }), points: { show: false } }],
    }, [days.map((_day, index) => index), values], element);
    const resize = new ResizeObserver(() => plot.setSize({ width: element.clientWidth, height: 200 }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [days, values, format]);

  const total = values.reduce((sum, value) => sum + value, 0);
  const best = values.reduce((top, value, index) => (value > values[top]! ? index : top), 0);
  return (
    <figure className="flex min-w-0 flex-col gap-2 rounded-card border border-border bg-raised p-4" aria-labelledby={titleId}>
      <figcaption id={titleId} className="font-semibold">{title}</figcaption>
      <p className="text-sm text-text-secondary">
        {t('dashboard.chartSummary', { title, total: format(total), day: days[best] ? formatDay(days[best]!) : '', best: format(values[best] ?? 0) })}
      </p>
      <div ref={frame} aria-hidden="true" className="w-full" data-chart="" />
      <details className="text-sm">
        <summary className="cursor-pointer py-2 text-link">{t('dashboard.showTable')}</summary>
        <div className="relative max-h-64 overflow-y-auto" tabIndex={0} role="region" aria-label={title}>
          <table className="w-full border-collapse">
            <caption className="sr-only">{title}</caption>
            <thead><tr><th scope="col" className={headClass}>{t('dashboard.day')}</th><th scope="col" className={`${headClass} text-right`}>{title}</th></tr></thead>
            <tbody>
              {days.map((day, index) => (
                <tr key={day} className="border-t border-border">
                  <th scope="row" className={`${cellClass} text-left font-normal`}>{formatDay(day)}</th>
                  <td className={`${cellClass} text-right tabular-nums`}>{format(values[index] ?? 0)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
