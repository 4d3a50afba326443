import { useCallback, useEffect, useRef, useState, type RefObject } from "react";
import type { UseFormReturn } from "react-hook-form";
import type { BookingFormValues } from "../form/booking-form-values";
import { STEP_FIELDS } from "../form/booking-steps";

/**
 * The form's problems in sight: after a refused "Next" (or a review sent back to an earlier step)
 * the first field in trouble is scrolled to and focused (the visitor was left at the button, the
 * messages out of sight above), and how many there are is announced beside the button. Until the
 * step is left, each change checks it again, so fixed fields lose their message and the count follows.
 */
export function useProblemFocus(top: RefObject<HTMLElement | null>, form: UseFormReturn<BookingFormValues>, step: number) {
  const [checked, setChecked] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const [problems, setProblems] = useState(0);
  const countProblems = useCallback(() => {
    const root = top.current;
    if (root) setProblems(root.querySelectorAll("[data-field-error], [data-needs-answer]").length);
  }, [top]);

  useEffect(() => {
    if (!checked) return;
    const subscription = form.watch(() => void form.trigger(STEP_FIELDS[step]).then(() => requestAnimationFrame(countProblems)));
    return () => subscription.unsubscribe();
  }, [checked, form, step, countProblems]);

  // Sent back from the review to an earlier step, the step is checked again once it is on screen
  // (its fields' messages were set while they were not mounted, and did not show).
  const focusFirstError = useCallback(() => setFocusRequest((request) => request + 1), []);
  const shownStep = useRef(step);
  shownStep.current = step;
  useEffect(() => {
    if (!focusRequest) return;
    let frame = 0;
    let cancelled = false;
    void form.trigger(STEP_FIELDS[shownStep.current]).then(() => {
      if (cancelled) return;
      setChecked(true);
      // The messages render on the next commit, which may come a frame or two later on a slow phone.
      const focusFirst = (attempt: number) => {
        const root = top.current;
        const first = root?.querySelector<HTMLElement>('[aria-invalid="true"], [data-needs-answer]');
        if (!first && attempt < 30) {
          frame = requestAnimationFrame(() => focusFirst(attempt + 1));
          return;
        }
        countProblems();
        first?.scrollIntoView({ block: "center" });
        first?.focus({ preventScroll: true });
      };
      frame = requestAnimationFrame(() => focusFirst(0));
    });
    return () => {
      cancelled = true;
      cancelAnimationFrame(frame);
    };
  }, [focusRequest, countProblems, form, top]);

  /** Leaving the step: nothing to announce, no checking on change. */
  const clearProblems = useCallback(() => {
    setChecked(false);
    setProblems(0);
  }, []);
  return { problems, focusFirstError, clearProblems };
}
