import { forwardRef, type ComponentProps } from "react";
import { FormField } from "#web/components/forms/form-field";
import { useImageChooser } from "#web/components/forms/image-chooser";
import { Button } from "./admin-ui";

type Props = ComponentProps<typeof FormField> & {
  /** Sets the field's value (react-hook-form's setValue for this field). */
  onChosen(url: string): void;
  chooseLabel: string;
};

/** An image address typed or pasted, or chosen from the file repository when the page offers it. */
export const ImageAddressField = forwardRef<HTMLInputElement & HTMLTextAreaElement, Props>(function ImageAddressField(
  { onChosen, chooseLabel, ...field },
  ref,
) {
  const choose = useImageChooser();
  return (
    <div className="flex flex-wrap items-end gap-2">
      <div className="min-w-0 flex-1 basis-56">
        <FormField ref={ref} dir="ltr" {...field} />
      </div>
      {choose ? (
        <Button type="button" variant="secondary" onClick={() => choose(onChosen)}>
          {chooseLabel}
        </Button>
      ) : null}
    </div>
  );
});
