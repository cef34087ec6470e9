import type { Service } from '@citable/runtime';

export const citationService: Service = {
  name: 'citation',
  async start() {
    return { stop: async () => {} };
  },
};
