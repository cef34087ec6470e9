import { ClassifierHealthView } from '@/features/admin/components/classifier-health';

export default ClassifierHealthView;
