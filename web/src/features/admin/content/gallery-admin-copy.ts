import type { PageCopy } from '@/components/ui/page-intro';

// The office's gallery screen (/admin/gallery): uploads, captions, the list of pictures.

export const galleryAdminIntro: PageCopy = {
  heading: 'Gallery',
  intro:
    'Add photos from this device or its camera, caption them in English and Marathi, and choose whether visitors see them.',
};

export const galleryAdminCopy = {
  backToAdmin: 'Back to Admin',
  upload: {
    heading: 'Add photos',
    drop: 'Drop photos here, or',
    pick: 'Choose photos',
    camera: 'Take a photo',
    rules:
      'JPEG, PNG or WebP, up to 10 MB and 25 megapixels each. Location and camera details are removed.',
    tooLarge: 'Larger than 10 MB: save it smaller and try again.',
    wrongType: 'Not a JPEG, PNG or WebP photo.',
    uploading: (percent: number) => `Uploading… ${percent}%`,
    processing: 'Preparing the sizes…',
    failed: 'Not uploaded.',
    retry: 'Try again',
    remove: 'Remove',
    progressLabel: (name: string) => `Upload of ${name}`,
  },
  form: {
    title: 'Title (English)',
    titleMr: 'Title (Marathi)',
    description: 'Description (English)',
    descriptionMr: 'Description (Marathi)',
    alt: 'What the photo shows, for people who cannot see it (English)',
    altMr: 'What the photo shows (Marathi)',
    category: 'Category',
    tags: 'Tags (English), separated by commas',
    tagsMr: 'Tags (Marathi), separated by commas',
    isPublic: 'Show in the gallery',
    save: 'Save',
    saving: 'Saving…',
    cancel: 'Cancel',
    saved: 'Saved.',
    optional: '(optional)',
    fixErrors: 'Please correct the marked fields.',
  },
  list: {
    heading: 'Pictures in the gallery',
    loading: 'Loading pictures…',
    failed: 'The pictures could not be loaded.',
    retry: 'Try again',
    empty: 'No pictures yet.',
    shown: 'Shown',
    hidden: 'Hidden',
    editShort: 'Edit',
    removeShort: 'Delete',
    edit: (title: string) => `Edit “${title}”`,
    remove: (title: string) => `Delete “${title}”`,
    confirmRemove: (title: string) =>
      `Delete “${title}” from the gallery? Visitors will no longer see it.`,
    removed: 'Deleted.',
    confirmTitle: 'Delete this picture?',
    confirm: 'Delete',
    cancel: 'Keep it',
  },
} as const;
