// Babel settings with which dependency-cruiser reads the web app's TypeScript and JSX
// (.dependency-cruiser.web.cjs). Only dependency-cruiser uses them: the app is built by Vite.
module.exports = {
  babelrc: false,
  configFile: false,
  presets: [
    // strip the types but keep every value import, used or not, as `verbatimModuleSyntax` does
    ['@babel/preset-typescript', { onlyRemoveTypeImports: true }],
    // JSX into plain calls, which add no import of their own
    ['@babel/preset-react', { runtime: 'classic' }],
  ],
};
