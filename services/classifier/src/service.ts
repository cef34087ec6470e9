import type { Service } from '@citable/runtime';

export const classifierService: Service = {
  name: 'classifier',
  async start() {
    return { stop: async () => {} };
  },
};
