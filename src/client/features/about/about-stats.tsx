/** The four figures of PRODUCT_SPEC "About", as a description list. */
import { Box, Container, SimpleGrid, Text } from '@mantine/core';
import { ABOUT_STATS } from './about-content.ts';
import classes from './about.module.css';

export function AboutStats() {
  return (
    <Box component="section" aria-label="Prompt Hub in numbers" className={classes.statsBand}>
      <Container size="lg" py={{ base: 32, md: 48 }}>
        <SimpleGrid cols={{ base: 2, md: 4 }} spacing="xl" component="dl" className={classes.stats}>
          {ABOUT_STATS.map((stat) => (
            <div key={stat.label} className={classes.stat}>
              <Text component="dt" c="dimmed" className={classes.statLabel}>
                {stat.label}
              </Text>
              <Text component="dd" className={classes.statValue}>
                {stat.value}
              </Text>
            </div>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
