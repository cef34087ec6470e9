import type { Service } from '@citable/runtime';

export const crawlerService: Service = {
  name: 'crawler',
  async start() {
    return { stop: async () => {} };
  },
};
