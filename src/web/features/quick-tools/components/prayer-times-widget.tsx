import { useState } from "react";
import { useTranslation } from "#web/lib/i18n/texts";
import type { Language } from "#shared/i18n/languages";
import { DEFAULT_PRAYER_CITY } from "#shared/quick-tools/cities";
import type { QuickToolsOptions } from "#shared/quick-tools/quick-tools-options";
import { cityClock } from "#shared/quick-tools/city-clock";
import { nextPrayer } from "#shared/quick-tools/prayers";
import { withQueryProvider } from "#web/lib/query-provider";
import { usePrayerTimes } from "../api/prayer-times";
import { LabelledSelect } from "./labelled-select";
import { PrayerTimesList } from "./prayer-times-list";
import { formatCityClock } from "./time-format";
import { serverOffset, useCityNow } from "./use-city-now";

/** Prayer times of a chosen city, the next one highlighted, the city's clock ticking. */
function PrayerTimesWidget({ language, options }: { language: Language; options: QuickToolsOptions }) {
  const { t } = useTranslation("quick-tools");
  const [city, setCity] = useState<string>(DEFAULT_PRAYER_CITY);
  const { data, dataUpdatedAt, isError } = usePrayerTimes(city);
  const now = useCityNow(Date.now(), serverOffset(data?.serverTime, dataUpdatedAt));
  return (
    <div className="space-y-3">
      <LabelledSelect
        name="prayer-city"
        label={t("prayer.city")}
        value={city}
        options={options.prayerCities}
        onChange={setCity}
        optionLabel={(c) => t(`cities.${c}`, { defaultValue: c })}
      />
      <p className="text-sm">
        {t("prayer.nowIn", { city: t(`cities.${city}`, { defaultValue: city }) })}:{" "}
        <time className="font-semibold tabular-nums" data-testid="city-clock" dir="ltr">
          {formatCityClock(now, language)}
        </time>
      </p>
      {data ? (
        <PrayerTimesList compact timings={data.timings} next={nextPrayer(data.timings, cityClock(new Date(now)).time)} language={language} />
      ) : isError ? (
        <p className="text-sm text-muted">{t("prayer.unavailable")}</p>
      ) : (
        <p className="text-sm text-muted">{t("bar.loading")}</p>
      )}
    </div>
  );
}

// Lazily loaded by the bar: the query library arrives with the widget, never in the first load.
export default withQueryProvider(PrayerTimesWidget);
