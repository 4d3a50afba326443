import type {} from "altcha/types/react";
import { useEffect, useRef, useState } from "react";
import type { Language } from "#shared/i18n/languages";

interface CaptchaFieldProps {
  provider: "altcha" | "hcaptcha";
  siteKey?: string;
  language: Language;
  /** The payload to send with the form, or "" while unsolved/expired. */
  onChange: (payload: string) => void;
  /** Changing it resets the widget (after a submission). */
  resetKey: number;
  describedBy?: string;
}

/**
 * The proof-of-work captcha (ALTCHA, self-hosted) or hCaptcha when configured. The widget's
 * code is loaded only on the page that shows it, so other pages pay nothing for it.
 * ALTCHA solves itself when the form is first used (its "onfocus" mode), so nobody has to tick a
 * box; the box stays as the manual fallback (a failed or expired proof is ticked by hand). It is
 * as wide as the fields around it.
 */
export function CaptchaField({ provider, siteKey, language, onChange, resetKey, describedBy }: CaptchaFieldProps) {
  const ref = useRef<HTMLElement>(null);
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    if (provider !== "altcha") return;
    let cancelled = false;
    void (async () => {
      await import("altcha");
      if (language === "ar") await import("altcha/i18n/ar");
      if (!cancelled) setLoaded(true);
    })();
    return () => {
      cancelled = true;
    };
  }, [provider, language]);

  useEffect(() => {
    const element = ref.current;
    if (!element || !loaded) return;
    const onState = (event: Event) => {
      const detail = (event as CustomEvent<{ state: string; payload?: string }>).detail;
      onChange(detail.state === "verified" && detail.payload ? detail.payload : "");
    };
    element.addEventListener("statechange", onState);
    // The widget arrives after the first use of the form: that focus came too early for it to hear.
    const widget = element as HTMLElement & { verify?: () => Promise<unknown>; getState?: () => string };
    if (element.closest("form")?.contains(document.activeElement) && widget.getState?.() === "unverified") void widget.verify?.().catch(() => undefined);
    return () => element.removeEventListener("statechange", onState);
  }, [loaded, onChange]);

  useEffect(() => {
    if (resetKey > 0) (ref.current as (HTMLElement & { reset?: () => void }) | null)?.reset?.();
  }, [resetKey]);

  if (provider === "hcaptcha") return <HCaptcha siteKey={siteKey ?? ""} onChange={onChange} resetKey={resetKey} />;
  return (
    <div aria-describedby={describedBy} className="min-h-[4.5rem]">
      {loaded ? (
        <altcha-widget
          ref={ref}
          challenge="/api/captcha/challenge"
          language={language}
          name="captcha"
          auto="onfocus"
          style={{ "--altcha-max-width": "100%" }}
        />
      ) : null}
    </div>
  );
}

declare global {
  interface Window {
    hcaptcha?: { render(el: HTMLElement, options: Record<string, unknown>): string; reset(id?: string): void };
  }
}

function HCaptcha({ siteKey, onChange, resetKey }: { siteKey: string; onChange: (payload: string) => void; resetKey: number }) {
  const ref = useRef<HTMLDivElement>(null);
  const widgetId = useRef<string | null>(null);
  useEffect(() => {
    const render = () => {
      if (!ref.current || !window.hcaptcha || widgetId.current) return;
      widgetId.current = window.hcaptcha.render(ref.current, {
        sitekey: siteKey,
        callback: (token: string) => onChange(token),
        "expired-callback": () => onChange(""),
      });
    };
    if (window.hcaptcha) return render();
    const script = document.createElement("script");
    script.src = "https://js.hcaptcha.com/1/api.js?render=explicit";
    script.async = true;
    script.onload = render;
    document.head.appendChild(script);
  }, [siteKey, onChange]);
  useEffect(() => {
    if (resetKey > 0 && widgetId.current) window.hcaptcha?.reset(widgetId.current);
  }, [resetKey]);
  return <div ref={ref} />;
}
