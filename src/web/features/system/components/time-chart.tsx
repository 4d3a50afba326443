import { useEffect, useRef } from "react";
import uPlot from "uplot";
import "uplot/dist/uPlot.min.css";
import { SYSTEM_HISTORY_SECONDS } from "#shared/system/system-status";

/**
 * The y axis as wide as its longest label (uPlot's axis auto-size recipe), so "150 ms" or
 * "100 MB" is never cut to "l50 ms" or "00 MB" at any width. The figure records the widths,
 * which the browser test reads (the labels themselves are drawn on the canvas).
 */
function yAxisSize(self: uPlot, values: string[] | null, axisIndex: number, cycle: number): number {
  const axis = self.axes[axisIndex]!;
  if (cycle > 1) return (axis as { _size?: number })._size ?? 40;
  const longest = (values ?? []).reduce((found, value) => (value.length > found.length ? value : found), "");
  self.ctx.font = (axis.font as unknown as string[] | undefined)?.[0] ?? self.ctx.font;
  const labelWidth = longest ? self.ctx.measureText(longest).width / devicePixelRatio : 0;
  const size = Math.ceil((axis.ticks?.size ?? 10) + (axis.gap ?? 5) + labelWidth + 4);
  const figure = self.root.closest("figure");
  if (figure) {
    figure.dataset.yLabelWidth = String(Math.ceil(labelWidth));
    figure.dataset.yAxisSize = String(size);
  }
  return size;
}

/** Tick labels as hh:mm:ss in Makkah time, in the page's language (one line: no date row to collide with). */
function timeLabels(_self: uPlot, ticks: number[]): string[] {
  const format = new Intl.DateTimeFormat(document.documentElement.lang || "en", {
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    hour12: false,
    timeZone: "Asia/Riyadh",
  });
  return ticks.map((tick) => format.format(new Date(tick * 1000)));
}

/** The last three minutes, ending at the newest point (or now, before any point). */
function timeWindow(times: number[]): [number, number] {
  const end = times.at(-1) ?? Date.now() / 1000;
  return [end - SYSTEM_HISTORY_SECONDS, end];
}

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
        scales: { x: { time: true, range: (u) => timeWindow(u.data[0] as number[]) } },
        axes: [
          { values: timeLabels, space: 70 },
          { size: yAxisSize, values: (_u, ticks) => ticks.map((v) => `${v}${unit}`) },
        ],
        hooks: {
          draw: [
            (u) => {
              const figure = element.closest("figure");
              if (!figure) return;
              figure.dataset.points = String(u.data[0].length);
              figure.dataset.windowStart = String(Math.round(u.scales.x!.min!));
              figure.dataset.windowEnd = String(Math.round(u.scales.x!.max!));
            },
          ],
        },
        series: [{}, ...series.map((s) => ({ label: s.label, stroke: s.color, width: 2, points: { show: false } }))],
      },
      [times, ...series.map((s) => s.values)] as uPlot.AlignedData,
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
