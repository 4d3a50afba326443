import { withQueryProvider } from "#web/lib/query-provider";
import { BookingSuccess } from "./booking-success";
import { ContactStep } from "./contact-step";
import type { LaterStepsProps } from "./later-steps-props";
import { PartyStep } from "./party-step";
import { ReviewStep } from "./review-step";

/**
 * Steps 2–4 and the success panel: one lazily loaded chunk with the query library, the captcha
 * widget's loader and the submission, fetched once the visitor starts on step 1.
 */
function LaterSteps(props: LaterStepsProps) {
  if (props.done)
    return (
      <BookingSuccess
        done={props.done}
        language={props.language}
        whatsapp={props.whatsapp}
        phone={props.phone}
        onStartOver={props.onStartOver}
        PayNow={props.payments?.PayNow}
      />
    );
  if (props.step === 2) return <PartyStep language={props.language} products={props.products} />;
  if (props.step === 3) return <ContactStep language={props.language} products={props.products} />;
  return <ReviewStep {...props} />;
}

export default withQueryProvider(LaterSteps);
