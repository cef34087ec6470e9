import { ClassifierCompare } from '@/features/admin/components/classifier-compare';

export default ClassifierCompare;
