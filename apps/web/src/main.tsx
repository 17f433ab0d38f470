import './styles.css';

// The first script is kept small: React and the app are evaluated only after the browser has
// painted the page the server drew (entry-server.tsx), so the text shows before that work.
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
const isServerRendered = root.firstElementChild !== null;
if (isServerRendered) await new Promise((painted) => requestAnimationFrame(() => setTimeout(painted, 0)));
try {
  const { startApp } = await import('./app/start.tsx');
  await startApp(root, isServerRendered);
} catch (error) {
  // the app could not start (its code failed to load): leave the server's page usable as plain links
  root.removeAttribute('inert');
  throw error;
}
