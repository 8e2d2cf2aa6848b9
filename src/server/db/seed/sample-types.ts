/**
 * Shapes of the hand-written sample data the seed loads on an empty database.
 * Attachment files are not stored as bytes here: the seed renders them
 * (PNG artwork, a small PDF, text files) from these descriptions.
 */
import type { ModelName } from '../../../shared/models.ts';

export interface SampleVariable {
  name: string;
  defaultValue: string;
}

export interface SampleChainStep {
  title: string;
  systemprompt?: string;
  description: string;
  tools?: string;
  variables: SampleVariable[];
}

export type SampleAttachment =
  | {
      kind: 'image';
      fileName: string; // ends in .png
      /** Which procedural artwork to render. */
      pattern: 'aurora' | 'rings' | 'grid' | 'waves' | 'dunes' | 'bokeh';
      /** Base hue 0-359 of the palette. */
      hue: number;
    }
  | {
      kind: 'pdf';
      fileName: string; // ends in .pdf
      heading: string;
      lines: string[];
    }
  | {
      kind: 'text';
      fileName: string; // ends in .md, .txt, .csv or .json
      content: string;
    };

export interface SampleCreator {
  name: string;
  email: string;
}

export interface SamplePrompt {
  title: string;
  /** The user prompt; variables as {name} or {{name}}. */
  description: string;
  systemprompt?: string;
  tools?: string;
  /** 1 to 5; the first one is the category shown in lists. */
  categories: string[];
  model: ModelName;
  variables: SampleVariable[];
  isImagePrompt: boolean;
  chain?: {
    executionType: 'independent' | 'dependent';
    steps: SampleChainStep[];
  };
  attachments?: SampleAttachment[];
  /** Index into SAMPLE_CREATORS, or null for an unknown creator (shown as Anonymous). */
  creator: number | null;
  ageDays: number;
  usageCount: number;
  upvotes: number;
}
