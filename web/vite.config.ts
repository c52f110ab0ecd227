import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      '@shared': fileURLToPath(new URL('../functions/src/shared', import.meta.url)),
    },
  },
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  build: {
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // What every page needs, as one file: it compresses better than the dozens of pieces it would split into.
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@emotion|@mui[\\/](system|styled-engine|utils|private-theming)|stylis|notistack|goober|@tanstack)[\\/]/,
            },
            {
              // The MUI pieces the visitor home and the app shell load anyway, together for the same reason.
              name: 'mui-core',
              test: /node_modules[\\/](@popperjs|react-transition-group|@mui[\\/]material[\\/](esm[\\/])?(Popper|Grow|Fade|Portal|Modal|Backdrop|Unstable_TrapFocus|ButtonBase|Button|Chip|CircularProgress|Link|Typography|Paper|Box|Stack|SvgIcon|Card|CardContent|utils|styles|internal|DefaultPropsProvider|zero-styled|colors))[\\/]/,
            },
          ],
        },
      },
    },
  },
});
