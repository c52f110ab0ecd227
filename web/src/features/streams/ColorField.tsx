import { Box, InputAdornment, TextField } from '@mui/material';
import type { FormikProps } from 'formik';
import { textFieldProps } from '../../lib/formik';
import { HEX_COLOR_PATTERN } from '@shared/streams/constants';
import type { StreamFormValues } from '@shared/streams/types';

/** A #RRGGBB field with a colour picker swatch beside the text. */
export function ColorField({ formik, name, label }: { formik: FormikProps<StreamFormValues>; name: 'primaryColor' | 'secondaryColor'; label: string }) {
  const value = formik.values[name];
  return (
    <TextField
      {...textFieldProps(formik, name)}
      label={label}
      slotProps={{
        htmlInput: { maxLength: 7, spellCheck: false },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <Box
                component="input"
                type="color"
                aria-label={`Pick ${label.toLowerCase()}`}
                value={HEX_COLOR_PATTERN.test(value) ? value : '#000000'}
                onChange={(event) => void formik.setFieldValue(name, event.target.value.toUpperCase())}
                sx={{ width: 32, height: 32, p: 0, border: 0, borderRadius: 1, bgcolor: 'transparent', cursor: 'pointer' }}
              />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
