import type { Config } from 'tailwindcss';

// Tailwind 3 (pure JavaScript): Tailwind 4's native engine has no build for every platform
// on the registries we install from, which leaves `npm ci` unable to use the lock file.
export default {
  content: ['./src/web/**/*.{html,ts,tsx}'],
  theme: {
    extend: {
      colors: {
        brand: {
          50: '#eef2ff',
          100: '#e0e7ff',
          600: '#4f46e5',
          700: '#4338ca',
          800: '#3730a3',
        },
      },
    },
  },
} satisfies Config;
