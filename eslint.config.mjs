import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** The shop's packages are used through their public faces (the `exports` of each package). */
const PACKAGE_FACES = [
  {
    regex: '^@teashop/[^/]+/((src|scripts)(/|$)|test-support/)',
    message:
      "Import the package's public entry (see the `exports` of its package.json), not a file inside it.",
  },
  {
    regex: '^@teashop/shared(/|$)',
    message:
      '`shared` is four packages: @teashop/contracts, @teashop/ui, @teashop/runtime and @teashop/build.',
  },
  {
    regex: '^(\\.\\./)+shared/(contracts|ui|runtime|build)(/|$)',
    message: "Reach the shop's packages by their names, not by a path into `shared/`.",
  },
];

/**
 * The cart is the cart team's: outside mf-cart-checkout it is read through `@teashop/runtime`'s
 * facade and changed through the bus. Tests may set it up.
 */
const CART_OWNER_ONLY = {
  regex: '^@teashop/runtime/cart-owner$',
  message:
    "The cart is mf-cart-checkout's: read it with useCart/readCart/watchCart from @teashop/runtime and ask for changes on the bus (cart:add-item).",
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      'e2e/fixtures/previous-release/**',
      '.tmp/**',
      '.tmp-*/**',
      '**/coverage/**',
      'cms/.tmp/**',
      'cms/build/**',
      'cms/.strapi/**',
      'cms/types/generated/**',
      'cms/public/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      // The shop's packages are used through their public faces (the `exports` of each package).
      'no-restricted-imports': ['error', { patterns: PACKAGE_FACES }],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    ignores: ['mf-cart-checkout/**', 'shared/runtime/**', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [...PACKAGE_FACES, CART_OWNER_ONLY] }],
    },
  },
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
