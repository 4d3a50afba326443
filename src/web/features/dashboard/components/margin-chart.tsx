import { useEffect, useRef } from "react";
import uPlot from "uplot";
import "uplot/dist/uPlot.min.css";
import type { DispatchMarginDay } from "#shared/dispatch/dispatch-api";

export const MARGIN_SERIES = [
  { key: "customer", color: "#1d4ed8" },
  { key: "operator", color: "#b45309" },
  { key: "margin", color: "#047857" },
] as const;

/** Per day: customers' total, operators' cost and the margin as three lines (uPlot, loaded with the chart only). */
export default function MarginChart({ days }: { days: DispatchMarginDay[] }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const times = days.map((d) => Date.parse(`${d.day}T00:00:00Z`) / 1000);
    // Whole riyals on the axis.
    const field = { customer: "customerHalalas", operator: "operatorHalalas", margin: "marginHalalas" } as const;
    const values = (key: (typeof MARGIN_SERIES)[number]["key"]) => days.map((d) => Math.round(d[field[key]] / 100));
    const plot = new uPlot(
      {
        width: Math.max(element.clientWidth, 200),
        height: 180,
        legend: { show: false },
        cursor: { show: false },
        scales: { x: { time: true } },
        axes: [{ space: 60 }, { size: 60, values: (_u, ticks) => ticks.map((v) => (Number.isInteger(v) ? String(v) : "")) }],
        series: [{}, ...MARGIN_SERIES.map((s) => ({ stroke: s.color, width: 2, points: { show: true, size: 4 } }))],
      },
      [times, ...MARGIN_SERIES.map((s) => values(s.key))],
      element,
    );
    element.querySelector("canvas")?.setAttribute("aria-hidden", "true");
    const resize = new ResizeObserver(() => plot.setSize({ width: Math.max(element.clientWidth, 200), height: 180 }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [days]);
  return <div ref={box} className="w-full" />;
}
