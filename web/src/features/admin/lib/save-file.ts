// Moved down to the shared lib: members save their own data export the same way.
export { saveFile } from '@/lib/save-file';
