import { useEffect, useRef } from "react";
import uPlot from "uplot";
import "uplot/dist/uPlot.min.css";
import type { DashboardPoint } from "#shared/dashboard/dashboard-answer";

/**
 * One KPI series as bars (uPlot, decision 007: loaded lazily with the dashboard's charts only).
 * The canvas is hidden from assistive technology: the figures are in the table beside it.
 */
export default function KpiChart({ points, color }: { points: DashboardPoint[]; color: string }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const times = points.map((p) => Date.parse(`${p.at}T00:00:00Z`) / 1000);
    const bars = uPlot.paths.bars?.({ size: [0.7, 40] });
    const plot = new uPlot(
      {
        width: Math.max(element.clientWidth, 200),
        height: 160,
        legend: { show: false },
        cursor: { show: false },
        scales: { x: { time: true }, y: { range: (_u, _min, max) => [0, Math.max(1, max)] } },
        // Counts and riyals are whole: no 0.5 ticks.
        axes: [{ space: 60 }, { size: 50, values: (_u, ticks) => ticks.map((v) => (Number.isInteger(v) ? String(v) : "")) }],
        series: [{}, { stroke: color, fill: `${color}cc`, width: 0, paths: bars, points: { show: false } }],
      },
      [times, points.map((p) => p.value)],
      element,
    );
    element.querySelector("canvas")?.setAttribute("aria-hidden", "true");
    const resize = new ResizeObserver(() => plot.setSize({ width: Math.max(element.clientWidth, 200), height: 160 }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [points, color]);
  return <div ref={box} className="w-full" />;
}
