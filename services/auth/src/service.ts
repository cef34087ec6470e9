import type { Service } from '@citable/runtime';

export const authService: Service = {
  name: 'auth',
  async start() {
    return { stop: async () => {} };
  },
};
