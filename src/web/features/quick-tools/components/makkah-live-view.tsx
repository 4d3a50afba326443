import { useTranslation } from "#web/lib/i18n/texts";
import type { Language } from "#shared/i18n/languages";
import { cityClock } from "#shared/quick-tools/city-clock";
import { nextPrayer, secondsUntil } from "#shared/quick-tools/prayers";
import type { MakkahLiveView as LiveData } from "#shared/quick-tools/quick-tools.schema";
import { useFreshPrayerTimes } from "../api/fresh-prayer-times";
import { PrayerTimesList } from "./prayer-times-list";
import { formatCityClock, formatCityDate, formatCountdown } from "./time-format";
import { serverOffset, useCityNow } from "./use-city-now";
import { WeatherDetails } from "./weather-details";

/**
 * /makkah-live: the Haram's stream, Makkah's clock, today's prayers with a countdown to the
 * next, and the weather. Rendered on the server from `live`; in the browser the clock ticks,
 * corrected by the server's clock (fetched fresh: the page itself may come from a cache).
 */
export function MakkahLiveView({ live, language }: { live: LiveData; language: Language }) {
  const { t } = useTranslation("quick-tools");
  const { t: tl } = useTranslation("makkah-live");
  const fresh = useFreshPrayerTimes("Makkah");
  const times = fresh?.data ?? live.prayerTimes;
  const now = useCityNow(Date.parse(live.prayerTimes.serverTime), serverOffset(fresh?.data.serverTime, fresh?.receivedAt ?? 0));
  const clock = cityClock(new Date(now));
  const next = nextPrayer(times.timings, clock.time);

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold text-brand-900">{tl("live.title")}</h1>
      <p className="mt-3 max-w-2xl text-muted">{tl("live.intro")}</p>
      <div className="mt-8 grid gap-8 lg:grid-cols-[2fr_1fr]">
        <section aria-labelledby="live-stream-heading">
          <h2 id="live-stream-heading" className="sr-only">
            {tl("live.stream")}
          </h2>
          <div className="aspect-video w-full overflow-hidden rounded-2xl bg-brand-900">
            {live.streamUrl ? (
              <iframe
                src={live.streamUrl}
                title={tl("live.stream")}
                className="h-full w-full"
                loading="lazy"
                allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
                allowFullScreen
                referrerPolicy="strict-origin-when-cross-origin"
              />
            ) : (
              <p className="flex h-full items-center justify-center p-6 text-center text-white">{tl("live.noStream")}</p>
            )}
          </div>
          {live.streamUrl && (
            <p className="mt-3 text-sm text-muted">
              {tl("live.cannotPlay")}{" "}
              <a href={live.streamUrl} rel="noopener noreferrer" target="_blank" className="font-semibold text-brand-700 underline underline-offset-2">
                {tl("live.openStream")}
              </a>
            </p>
          )}
        </section>
        <div className="space-y-6">
          <section aria-labelledby="live-time-heading" className="rounded-2xl bg-white p-5 shadow-sm">
            <h2 id="live-time-heading" className="text-lg font-semibold text-brand-900">
              {tl("live.localTime")}
            </h2>
            <p className="mt-1 text-4xl font-bold tabular-nums text-brand-900" dir="ltr" data-testid="makkah-clock">
              <time dateTime={`${clock.date}T${clock.time}+03:00`}>{formatCityClock(now, language)}</time>
            </p>
            <p className="text-sm text-muted">{formatCityDate(now, language)}</p>
            <p className="mt-3 font-semibold text-brand-800" data-testid="countdown">
              {t("prayer.countdown", { prayer: t(`prayer.${next}`), time: formatCountdown(secondsUntil(times.timings, next, clock.time), language) })}
            </p>
          </section>
          <section aria-labelledby="live-weather-heading" className="rounded-2xl bg-white p-5 shadow-sm">
            <h2 id="live-weather-heading" className="mb-2 text-lg font-semibold text-brand-900">
              {tl("live.weather")}
            </h2>
            <WeatherDetails weather={live.weather} language={language} />
          </section>
        </div>
      </div>
      <section aria-labelledby="live-prayers-heading" className="mt-8 rounded-2xl bg-white p-5 shadow-sm">
        <h2 id="live-prayers-heading" className="mb-3 text-lg font-semibold text-brand-900">
          {tl("live.prayers")}
        </h2>
        <PrayerTimesList timings={times.timings} next={next} language={language} />
      </section>
    </div>
  );
}
