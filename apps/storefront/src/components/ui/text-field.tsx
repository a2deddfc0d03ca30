export { TextField } from '@vitrine/app-kit/text-field';
