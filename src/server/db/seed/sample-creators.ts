/**
 * Invented people who "wrote" the sample prompts. The one with an empty name
 * is shown as Anonymous in the UI.
 */
import type { SampleCreator } from './sample-types.ts';

export const SAMPLE_CREATORS: SampleCreator[] = [
  { name: 'Maya Okafor', email: 'maya.okafor@example.com' },
  { name: 'Lukas Brandt', email: 'lukas.brandt@example.com' },
  { name: 'Aiko Tanaka', email: 'aiko.tanaka@example.com' },
  { name: 'Santiago Ruiz', email: 'santiago.ruiz@example.com' },
  { name: 'Priya Raman', email: 'priya.raman@example.com' },
  { name: '', email: 'quiet.contributor@example.com' },
  { name: 'Élodie Marchand', email: 'elodie.marchand@example.com' },
  { name: 'Noor Haddad', email: 'noor.haddad@example.com' },
];
