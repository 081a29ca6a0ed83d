import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';

const schema = z.object({
  email: z.email('Invalid Email'),
  password: z.string().min(1, 'Required'),
});

export type Credentials = z.infer<typeof schema>;

export const signInResolver = zodResolver(schema);
