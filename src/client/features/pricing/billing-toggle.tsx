/** Monthly or yearly prices (monthly first and by default), with the yearly saving on its option. */
import { Badge, Group, SegmentedControl } from '@mantine/core';
import { YEARLY_DISCOUNT_PERCENT } from '../../../shared/plans.ts';
import type { Billing } from './pricing-prices.ts';
import classes from './pricing.module.css';

interface Props {
  value: Billing;
  onChange: (billing: Billing) => void;
  /** "Save 17%" on the yearly option: only on a hub that takes payments. */
  showSaving: boolean;
}

export function BillingToggle({ value, onChange, showSaving }: Props) {
  return (
    <SegmentedControl
      aria-label="Billing period"
      value={value}
      onChange={(next) => onChange(next === 'yearly' ? 'yearly' : 'monthly')}
      radius="xl"
      size="md"
      className={classes.toggle}
      data={[
        { value: 'monthly', label: 'Monthly' },
        {
          value: 'yearly',
          label: !showSaving ? (
            'Yearly'
          ) : (
            <Group gap={6} wrap="nowrap" justify="center">
              <span>Yearly</span>
              <Badge
                color="teal.8"
                variant="filled"
                size="sm"
                tt="none"
                autoContrast
                miw="fit-content"
              >
                Save {YEARLY_DISCOUNT_PERCENT}%
              </Badge>
            </Group>
          ),
        },
      ]}
    />
  );
}
