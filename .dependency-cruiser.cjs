/** Import rules of docs/style.md "Where code goes": dependencies flow one way. */
module.exports = {
  forbidden: [
    {
      name: 'shared-is-leaf',
      comment: 'shared/ is imported by both sides; it imports nothing of the project outside shared/.',
      severity: 'error',
      from: { path: '^shared/' },
      to: { path: '^(functions|frontend|infra|tests|bench)/' },
    },
    {
      name: 'shared-no-node-or-aws',
      comment: 'shared/ runs in the browser too: no AWS SDK and no Node built-ins.',
      severity: 'error',
      from: { path: '^shared/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'shared-no-aws-sdk',
      severity: 'error',
      from: { path: '^shared/' },
      to: { path: 'node_modules/@aws-sdk/' },
    },
    {
      name: 'core-depends-on-ports-only',
      comment: 'Use cases import shared/, ports and other core modules, never adapters, handlers or runtime.',
      severity: 'error',
      from: { path: '^functions/(core|ports)/' },
      to: { path: '^functions/(http|workflow|events|adapters|runtime)/' },
    },
    {
      name: 'adapters-only-from-runtime',
      comment:
        'Adapters implement ports and are wired only by functions/runtime (and the local stack, tests, infra).',
      severity: 'error',
      from: { path: '^functions/(core|ports|http|workflow|events)/' },
      to: { path: '^functions/adapters/' },
    },
    {
      name: 'handlers-not-runtime',
      severity: 'error',
      from: { path: '^functions/(http|workflow|events|adapters)/' },
      to: { path: '^functions/runtime/' },
    },
    {
      name: 'backend-not-frontend',
      severity: 'error',
      from: { path: '^(functions|infra)/' },
      to: { path: '^frontend/' },
    },
    {
      name: 'frontend-not-backend',
      severity: 'error',
      from: { path: '^frontend/' },
      to: { path: '^(functions|infra)/' },
    },
    {
      name: 'features-do-not-import-each-other',
      severity: 'error',
      from: { path: '^frontend/src/features/([^/]+)/' },
      to: { path: '^frontend/src/features/', pathNot: '^frontend/src/features/$1/' },
    },
    {
      name: 'lib-and-components-below-features',
      severity: 'error',
      from: { path: '^frontend/src/(lib|components)/' },
      to: { path: '^frontend/src/(features|app)/' },
    },
    {
      name: 'features-below-app',
      severity: 'error',
      from: { path: '^frontend/src/features/' },
      to: { path: '^frontend/src/app/' },
    },
    {
      name: 'no-circular',
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
