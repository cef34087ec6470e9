import { PromptsCompare } from '@/features/admin/components/prompts-compare';

export default PromptsCompare;
