import {
  FieldError,
  Input,
  Label,
  Text,
  TextArea,
  TextField,
  type TextFieldProps,
} from 'react-aria-components'

interface FieldProps extends Omit<TextFieldProps, 'children' | 'className' | 'isInvalid'> {
  readonly label: string
  readonly hint?: string
  /** The message shown under the field when it is refused (the form's or the server's). */
  readonly error?: string | undefined
}

/**
 * A labelled text field of the desk (React Aria's TextField): the label above, an optional hint,
 * and the error under it, tied to the input by `aria-describedby` with `aria-invalid` set, so a
 * screen reader reads why the field was refused (WCAG 3.3.1, 3.3.2).
 */
export function Field({ label, hint, error, ...props }: FieldProps) {
  return (
    <TextField
      {...props}
      className="desk-field"
      isInvalid={error !== undefined}
      validationBehavior="aria"
    >
      <Label>{label}</Label>
      {hint && <Text slot="description">{hint}</Text>}
      <Input />
      <FieldError>{error}</FieldError>
    </TextField>
  )
}

/**
 * A labelled text area of the desk (a reply's body, a note): the same label, hint and error as
 * `Field`, `rows` lines high to start with.
 */
export function TextAreaField({
  label,
  hint,
  error,
  rows,
  ...props
}: FieldProps & { readonly rows: number }) {
  return (
    <TextField
      {...props}
      className="desk-field"
      isInvalid={error !== undefined}
      validationBehavior="aria"
    >
      <Label>{label}</Label>
      {hint && <Text slot="description">{hint}</Text>}
      <TextArea rows={rows} />
      <FieldError>{error}</FieldError>
    </TextField>
  )
}
