import './styles.css';
import { keepEarlyTaps, replayEarlyTap } from './lib/early-tap.ts';

// The first script is kept small: React and the app are evaluated only after the browser has
// painted the page the server drew (entry-server.tsx), so the text shows before that work.
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
const isServerRendered = root.firstElementChild !== null;
// a tap on the server's page before it is live is noted and given to its control once it is (lib/early-tap.ts)
if (isServerRendered) keepEarlyTaps(root);
if (isServerRendered) await new Promise((painted) => requestAnimationFrame(() => setTimeout(painted, 0)));
try {
  // The app's code is evaluated in steps, the heaviest libraries first (React's renderer,
  // i18next, the router), each in a task of its own with the browser free in between: one task
  // for all of it held a tap on a slow phone for a quarter of a second. The router's step imports
  // app/router-library.ts, which names what the start uses: `import('react-router')` would keep
  // every export of the package in the build (about 31 KB gzip more on every page, issue #35).
  for (const step of [() => import('react-dom/client'), () => import('./lib/i18n/texts.ts'), () => import('./app/router-library.ts')]) {
    await step();
    await new Promise((resume) => setTimeout(resume, 0));
  }
  const { startApp } = await import('./app/start.tsx');
  await startApp(root, isServerRendered, replayEarlyTap);
} catch (error) {
  // the app could not start (its code failed to load): leave the server's page usable as plain links
  root.removeAttribute('inert');
  throw error;
}
