export { EmptyState, ErrorState, Loading } from '@vitrine/app-kit/states';
