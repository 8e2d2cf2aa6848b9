/**
 * Six popular models side by side: who makes them, what they produce, what
 * they suit best, whether the weights are open, the rating, and Try Now.
 * On a phone the table scrolls sideways rather than squeezing its columns.
 */
import { Button, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { type AiModel, AI_MODELS, MODEL_COMPARISON } from './ai-models.ts';
import { comparedModels } from './model-filters.ts';
import classes from './models.module.css';
import { StarRating } from './star-rating.tsx';

const TYPE_LABELS = { text: 'Text', image: 'Image', code: 'Code' } as const;

export function ModelComparison({ onTry }: { onTry: (model: AiModel) => void }) {
  const rows = comparedModels(AI_MODELS, MODEL_COMPARISON);
  return (
    <Stack component="section" aria-labelledby="compare-title" gap="lg">
      <div>
        <Title order={2} id="compare-title">
          Compare popular models
        </Title>
        <Text c="dimmed" mt={6}>
          Six models our members use most, and where each one shines.
        </Text>
        <Text size="sm" c="dimmed" mt={4} hiddenFrom="md">
          Scroll the table sideways to see every column.
        </Text>
      </div>
      <Table.ScrollContainer minWidth={900} className={classes.tableWrap}>
        <Table
          verticalSpacing="md"
          horizontalSpacing="md"
          striped
          highlightOnHover
          aria-labelledby="compare-title"
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Model</Table.Th>
              <Table.Th scope="col">Provider</Table.Th>
              <Table.Th scope="col">Type</Table.Th>
              <Table.Th scope="col">Best for</Table.Th>
              <Table.Th scope="col">Open weights</Table.Th>
              <Table.Th scope="col">Rating</Table.Th>
              <Table.Th scope="col">
                <VisuallyHidden>Playground</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map(({ model, row }) => (
              <Table.Tr key={model.id}>
                <Table.Th scope="row" className={classes.nowrap}>
                  {model.name}
                </Table.Th>
                <Table.Td className={classes.nowrap}>{model.provider}</Table.Td>
                <Table.Td className={classes.nowrap}>{TYPE_LABELS[model.categories[0]]}</Table.Td>
                <Table.Td className={classes.bestFor}>{row.bestFor}</Table.Td>
                <Table.Td>{row.openWeights ? 'Yes' : 'No'}</Table.Td>
                <Table.Td className={classes.nowrap}>
                  <StarRating rating={model.rating} />
                </Table.Td>
                <Table.Td className={classes.nowrap}>
                  <Button
                    size="xs"
                    onClick={() => onTry(model)}
                    aria-label={`Try Now: ${model.name}`}
                  >
                    Try Now
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
