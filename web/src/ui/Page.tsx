import { Box, Container, Stack, Typography, type ContainerProps } from '@mui/material';
import type { ReactNode } from 'react';

interface PageProps {
  title: string;
  subtitle?: ReactNode;
  /** Buttons shown next to the title. */
  actions?: ReactNode;
  maxWidth?: ContainerProps['maxWidth'];
  children: ReactNode;
}

/** A content page: a container with the page heading (the page's only h1). */
export function Page({ title, subtitle, actions, maxWidth = 'lg', children }: PageProps) {
  return (
    <Container maxWidth={maxWidth} sx={{ py: { xs: 3, sm: 5 } }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ gap: 2, mb: { xs: 2.5, sm: 4 }, alignItems: { sm: 'flex-end' }, justifyContent: 'space-between' }}
      >
        <Box>
          <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2.125rem' } }}>
            {title}
          </Typography>
          {subtitle && (
            <Typography color="text.secondary" sx={{ mt: 0.75 }}>
              {subtitle}
            </Typography>
          )}
        </Box>
        {actions}
      </Stack>
      {children}
    </Container>
  );
}
