import { getIn, type FormikProps } from 'formik';

/**
 * The error of field `name` (a dotted path for nested values) once the field was touched or the form was
 * submitted; undefined otherwise.
 */
export function shownError<Values extends object>(formik: FormikProps<Values>, name: string): string | undefined {
  const error: unknown = getIn(formik.errors, name);
  const touched = Boolean(getIn(formik.touched, name)) || formik.submitCount > 0;
  return touched && typeof error === 'string' ? error : undefined;
}

/**
 * Props wiring a formik field into an MUI TextField: value, handlers, and the field's error once it was touched
 * (or once the form was submitted).
 */
export function textFieldProps<Values extends object>(formik: FormikProps<Values>, name: keyof Values & string) {
  const error = shownError(formik, name);
  const shown = error !== undefined;
  return {
    id: name,
    name,
    value: (formik.values[name] as string | undefined) ?? '',
    onChange: formik.handleChange,
    onBlur: formik.handleBlur,
    error: shown,
    helperText: error,
  };
}
