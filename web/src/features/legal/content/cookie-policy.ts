import { pagePath } from '@/config/page-registry';
import { privacyEmail } from '@/features/legal/content/legal-addresses';
import { storageInventory } from '@/features/legal/content/storage-inventory';
import { storageTableRows } from '@/features/legal/lib/storage-table';
import type { LegalDocument, LegalTable } from '@/features/legal/types';

const storageTable: LegalTable = {
  caption: 'Everything this website keeps in your browser',
  columns: ['Name', 'Where', 'Set by', 'Purpose', 'How long'],
  rows: storageTableRows(storageInventory, {
    kinds: {
      'Local storage': 'Local storage',
      'Session storage': 'Session storage',
      IndexedDB: 'IndexedDB',
      'Cache storage': 'Cache storage',
    },
    setBy: {
      'This website': 'This website',
      'Firebase Authentication': 'Firebase Authentication',
    },
    or: ' or ',
  }),
  rowHeadersAreCode: true,
};

/** The cookie policy; the table is the inventory checked against the code. */
export const cookiePolicy: LegalDocument = {
  title: 'Cookie Policy',
  intro: 'Which cookies and similar browser storage this website uses, and why.',
  sections: [
    {
      id: 'summary',
      heading: 'In short',
      blocks: [
        {
          kind: 'paragraph',
          text: 'This website sets no cookies. It uses no advertising, analytics or tracking tools of any kind. It keeps a few entries in your browser’s own storage, only to sign you in and bring you back to the right page, and only once you use those features.',
        },
        {
          kind: 'paragraph',
          text: [
            'How we handle the personal data behind your account is explained in our ',
            { text: 'Privacy Statement', href: pagePath('privacyPolicy') },
            '.',
          ],
        },
      ],
    },
    {
      id: 'what-we-store',
      heading: 'What we keep in your browser',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Local storage lasts until it is removed; session storage ends when the tab or browser closes; IndexedDB is a small database in the browser. None of these is sent to any server by the browser on its own, unlike a cookie.',
        },
        { kind: 'table', table: storageTable },
        {
          kind: 'paragraph',
          text: '<API key> stands for our project’s public Firebase key, which is part of the name.',
        },
      ],
    },
    {
      id: 'google-sign-in',
      heading: 'Signing in with Google',
      blocks: [
        {
          kind: 'paragraph',
          text: 'If you choose “Continue with Google”, Google’s own sign-in page opens. Google may set its cookies there, under its own privacy policy. They belong to Google’s pages, not to this website, and we cannot read them.',
        },
      ],
    },
    {
      id: 'your-choices',
      heading: 'Your choices',
      blocks: [
        {
          kind: 'list',
          items: [
            'Signing out removes your sign-in and the copy of your name and email.',
            'Leave “Remember me” unticked and the sign-in ends when the browser closes.',
            'Your browser’s settings can clear this site’s data at any time.',
            'If you block storage for this site, the public pages still work, but you cannot sign in.',
          ],
        },
      ],
    },
    {
      id: 'changes',
      heading: 'Changes and questions',
      blocks: [
        {
          kind: 'paragraph',
          text: [
            'If the website starts keeping anything new, we add it to the table above before it does. Questions: ',
            privacyEmail,
            '.',
          ],
        },
      ],
    },
  ],
};
