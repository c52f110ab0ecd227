import { Box, Button, Paper, Popper, Stack, Typography, useMediaQuery } from '@mui/material';
import { useEffect, useId, useRef } from 'react';
import { useAnchorRect } from './useTourAnchor';
import type { TourStep } from './streamSetupTour';

const SPOTLIGHT_PADDING = 8;

/** Dims the page around the step's target; clicks pass through, so the page stays usable under the tour. */
function Spotlight({ anchor }: { anchor: HTMLElement }) {
  const rect = useAnchorRect(anchor);
  if (!rect) return null;
  return (
    <Box
      aria-hidden
      data-testid="tour-spotlight"
      sx={(theme) => ({
        position: 'fixed',
        top: rect.top - SPOTLIGHT_PADDING,
        left: rect.left - SPOTLIGHT_PADDING,
        width: rect.width + SPOTLIGHT_PADDING * 2,
        height: rect.height + SPOTLIGHT_PADDING * 2,
        borderRadius: 2,
        border: `2px solid ${theme.palette.secondary.main}`,
        boxShadow: '0 0 0 9999px rgba(6, 4, 14, 0.62)',
        pointerEvents: 'none',
        zIndex: theme.zIndex.modal - 1,
        transition: 'all 200ms ease',
        '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
      })}
    />
  );
}

interface GuidedTourProps {
  steps: readonly TourStep[];
  index: number;
  anchor: HTMLElement | null;
  onBack: () => void;
  onNext: () => void;
  /** Skipping and completing both end the tour. */
  onEnd: () => void;
}

/**
 * One step of a guided tour, next to its target: a non-modal dialog that takes focus on every step, reads its
 * title and text to screen readers, and ends on Escape. The last step's button reads 'Complete Tour'.
 */
export function GuidedTour({ steps, index, anchor, onBack, onNext, onEnd }: GuidedTourProps) {
  const id = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const step = steps[index];
  const last = index === steps.length - 1;

  useEffect(() => {
    anchor?.scrollIntoView({ block: 'center', behavior: reducedMotion ? 'auto' : 'smooth' });
    titleRef.current?.focus({ preventScroll: true });
  }, [anchor, index, reducedMotion]);

  if (!step || !anchor) return null;
  return (
    <>
      <Spotlight anchor={anchor} />
      <Popper
        open
        anchorEl={anchor}
        placement="bottom-start"
        modifiers={[
          { name: 'offset', options: { offset: [0, SPOTLIGHT_PADDING + 8] } },
          { name: 'preventOverflow', options: { padding: 12 } },
          { name: 'flip', options: { fallbackPlacements: ['top-start', 'bottom', 'top'] } },
        ]}
        sx={(theme) => ({ zIndex: theme.zIndex.modal, width: 'min(380px, calc(100vw - 24px))' })}
      >
        <Paper
          role="dialog"
          aria-modal="false"
          aria-labelledby={`${id}-title`}
          aria-describedby={`${id}-body`}
          elevation={12}
          onKeyDown={(event) => {
            if (event.key === 'Escape') onEnd();
          }}
          sx={(theme) => ({ p: 2.5, borderRadius: 2, border: `1px solid ${theme.palette.secondary.main}` })}
        >
          <Typography variant="overline" color="secondary" sx={{ lineHeight: 1.6 }}>
            Step {index + 1} of {steps.length}
          </Typography>
          <Typography
            id={`${id}-title`}
            ref={titleRef}
            tabIndex={-1}
            variant="h6"
            component="h2"
            sx={{ outline: 'none', mb: 0.75 }}
          >
            {step.title}
          </Typography>
          <Typography id={`${id}-body`} color="text.secondary" sx={{ mb: 2 }}>
            {step.body}
          </Typography>
          <Stack direction="row" sx={{ gap: 1, justifyContent: 'space-between', alignItems: 'center' }}>
            <Button color="inherit" onClick={onEnd} sx={{ color: 'text.secondary' }}>
              Skip tour
            </Button>
            <Stack direction="row" sx={{ gap: 1 }}>
              {index > 0 && (
                <Button variant="outlined" color="inherit" onClick={onBack}>
                  Back
                </Button>
              )}
              <Button variant="contained" onClick={last ? onEnd : onNext}>
                {last ? 'Complete Tour' : 'Next'}
              </Button>
            </Stack>
          </Stack>
        </Paper>
      </Popper>
    </>
  );
}
