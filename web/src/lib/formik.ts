import type { FormikProps } from 'formik';

/**
 * Props wiring a formik field into an MUI TextField: value, handlers, and the field's error once it was touched
 * (or once the form was submitted).
 */
export function textFieldProps<Values extends object>(formik: FormikProps<Values>, name: keyof Values & string) {
  const error = formik.errors[name];
  const shown = Boolean((formik.touched[name] || formik.submitCount > 0) && typeof error === 'string');
  return {
    id: name,
    name,
    value: (formik.values[name] as string | undefined) ?? '',
    onChange: formik.handleChange,
    onBlur: formik.handleBlur,
    error: shown,
    helperText: shown ? (error as string) : undefined,
  };
}
