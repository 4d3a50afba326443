import type { AdminBookingDetail } from "#shared/bookings/admin-answers";
import { useLanguage } from "#web/lib/language";
import { CancelAction } from "./actions/cancel-action";
import { CompleteAction } from "./actions/complete-action";
import { EditPartyAction } from "./actions/edit-party-action";
import { EditTripAction } from "./actions/edit-trip-action";
import { NoteAction } from "./actions/note-action";
import { PaymentAction } from "./actions/payment-action";
import { QuoteAction } from "./actions/quote-action";
import { ConfirmAction, LinkActions } from "./actions/simple-actions";

/**
 * Only the actions the booking's state allows (detail.actions, from the transition table), one
 * small component each, each form checked by its shared schema (actions/). Confirm comes first:
 * it is the booking's main step forward.
 */
export function BookingActions({ detail }: { detail: AdminBookingDetail }) {
  const { actions, id } = detail;
  const language = useLanguage();
  return (
    <div className="grid gap-3" data-testid="booking-actions">
      {actions.confirm ? <ConfirmAction bookingId={id} /> : null}
      {actions.quote ? <QuoteAction detail={detail} language={language} /> : null}
      {actions.edit ? <EditPartyAction detail={detail} language={language} /> : null}
      {actions.edit ? <EditTripAction detail={detail} language={language} /> : null}
      {actions.payment ? <PaymentAction bookingId={id} status={detail.paymentStatus} language={language} /> : null}
      {actions.note ? <NoteAction bookingId={id} language={language} /> : null}
      {actions.resendLink || actions.reissueLink ? <LinkActions bookingId={id} actions={actions} /> : null}
      {actions.complete ? <CompleteAction detail={detail} language={language} /> : null}
      {actions.cancel ? <CancelAction bookingId={id} language={language} /> : null}
    </div>
  );
}
