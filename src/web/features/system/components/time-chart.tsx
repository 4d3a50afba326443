import { useEffect, useRef } from "react";
import uPlot from "uplot";
import "uplot/dist/uPlot.min.css";

export interface ChartSeries {
  label: string;
  color: string;
  values: (number | null)[];
}

/**
 * A small live line chart (uPlot: about 20 KB gzipped, loaded with this admin page only). The
 * canvas is decoration for sighted readers: the same figures are in text beside it, so the
 * figure is labelled and its canvas hidden from assistive technology.
 */
export function TimeChart({ label, times, series, unit }: { label: string; times: number[]; series: ChartSeries[]; unit: string }) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<uPlot | null>(null);
  const seriesKey = series.map((s) => s.label).join("|");

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const plot = new uPlot(
      {
        width: Math.max(element.clientWidth, 200),
        height: 180,
        legend: { show: false },
        cursor: { show: false },
        scales: { x: { time: true } },
        axes: [{}, { size: 56, values: (_u, ticks) => ticks.map((v) => `${v}${unit}`) }],
        series: [{}, ...series.map((s) => ({ label: s.label, stroke: s.color, width: 2, points: { show: false } }))],
      },
      [[], ...series.map(() => [])],
      element,
    );
    element.querySelector("canvas")?.setAttribute("aria-hidden", "true");
    chart.current = plot;
    const resize = new ResizeObserver(() => plot.setSize({ width: Math.max(element.clientWidth, 200), height: 180 }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
      chart.current = null;
    };
    // A chart is rebuilt only when its series change, not on every new sample.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [seriesKey, unit]);

  useEffect(() => {
    chart.current?.setData([times, ...series.map((s) => s.values)] as uPlot.AlignedData);
  }, [times, series]);

  return (
    <figure aria-label={label} className="min-w-0">
      <figcaption className="mb-1 flex flex-wrap gap-3 text-sm font-medium">
        <span>{label}</span>
        {series.map((s) => (
          <span key={s.label} className="inline-flex items-center gap-1 text-muted">
            <span aria-hidden="true" className="inline-block size-2.5 rounded-full" style={{ backgroundColor: s.color }} />
            {s.label}
          </span>
        ))}
      </figcaption>
      <div ref={box} className="w-full" />
    </figure>
  );
}
