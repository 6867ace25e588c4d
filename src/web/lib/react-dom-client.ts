/**
 * React DOM's browser renderer, for main.tsx. The build puts this module in React DOM's own chunk (vite.config.ts):
 * React DOM is CommonJS, which the bundler wraps to run on first use, so the chunk's code ran in the first chunk
 * that used it, the entry's task. From here, it runs in the task that imports the chunk (decision 0033).
 */
export { createRoot, hydrateRoot } from 'react-dom/client';
