import type { Service } from '@citable/runtime';

export const scorerService: Service = {
  name: 'scorer',
  async start() {
    return { stop: async () => {} };
  },
};
