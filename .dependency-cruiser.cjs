/** Import rules of docs/style.md "Where code goes": dependencies flow one way. */

/** A rule that fails the build when a module whose path matches `from` imports one matching `to`. */
const forbid = (name, comment, from, to) => ({
  name,
  comment,
  severity: 'error',
  from: { path: from },
  to: typeof to === 'string' ? { path: to } : to,
});

module.exports = {
  forbidden: [
    forbid(
      'shared-is-leaf',
      'shared/ is imported by both sides; it imports nothing of the project outside shared/.',
      '^shared/',
      '^(functions|frontend|infra|tests|bench)/',
    ),
    forbid('shared-no-node-or-aws', 'shared/ runs in the browser too: no Node built-ins.', '^shared/', {
      dependencyTypes: ['core'],
    }),
    forbid(
      'shared-no-aws-sdk',
      'shared/ runs in the browser too: no AWS SDK.',
      '^shared/',
      'node_modules/@aws-sdk/',
    ),
    forbid(
      'core-depends-on-ports-only',
      'Use cases import shared/, ports and other core modules, never adapters, handlers or runtime.',
      '^functions/(core|ports)/',
      '^functions/(http|workflow|events|adapters|runtime)/',
    ),
    forbid(
      'adapters-only-from-runtime',
      'Adapters implement ports and are wired only by functions/runtime (and the local stack, tests, infra).',
      '^functions/(core|ports|http|workflow|events)/',
      '^functions/adapters/',
    ),
    forbid(
      'handlers-not-runtime',
      'Only the runtime wires handlers to adapters.',
      '^functions/(http|workflow|events|adapters)/',
      '^functions/runtime/',
    ),
    forbid('backend-not-frontend', 'The backend never imports the SPA.', '^(functions|infra)/', '^frontend/'),
    forbid(
      'frontend-not-backend',
      'The SPA reaches the backend only over HTTP.',
      '^frontend/',
      '^(functions|infra)/',
    ),
    forbid(
      'features-do-not-import-each-other',
      'A feature of the SPA uses components/ and lib/, never another feature.',
      '^frontend/src/features/([^/]+)/',
      { path: '^frontend/src/features/', pathNot: '^frontend/src/features/$1/' },
    ),
    forbid(
      'lib-and-components-below-features',
      'components/ and lib/ serve every feature and know none.',
      '^frontend/src/(lib|components)/',
      '^frontend/src/(features|app)/',
    ),
    forbid(
      'features-below-app',
      'Features do not know the app shell that mounts them.',
      '^frontend/src/features/',
      '^frontend/src/app/',
    ),
    {
      name: 'no-circular',
      comment: 'Modules never import each other in a circle.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(node_modules|frontend/dist|cdk\\.out)' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.node.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
    },
  },
};
