import type { LegRow } from "../leg-rows";
import { operatorTexts } from "../operator-texts";
import type { Language } from "#shared/i18n/languages";

/** The leg, as the loader wrote it out (leg-rows.ts). */
export function LegDetails({ rows, reference, legIndex, language }: { rows: LegRow[]; reference: string; legIndex: number; language: Language }) {
  const t = operatorTexts(language);
  return (
    <section className="op-card">
      <p className="op-ref">{t("leg.reference", { reference, leg: legIndex + 1 })}</p>
      <dl>
        {rows.map((row) => (
          <div key={row.label} className="op-row">
            <dt>{row.label}</dt>
            <dd>
              {row.price ? <span className="op-price">{row.value}</span> : row.value}
              {row.ltr && (
                <>
                  {row.value && " "}
                  <span className="op-ltr">{row.ltr}</span>
                </>
              )}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
