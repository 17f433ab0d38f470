// React Router's code, for main.tsx to evaluate in a step of its own before the app's start. It
// names only what the start uses: a dynamic `import('react-router')` would keep every export of
// the package in the build, used or not (issue #35, docs/decisions/0033-javascript-budget.md).
export { createBrowserRouter } from 'react-router';
