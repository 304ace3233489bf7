import { Table, type TableProps } from '@mantine/core';
import classes from './responsive-table.module.css';

/** A Mantine table that stacks its rows as cards on narrow screens; give each cell a `data-label`. */
export function ResponsiveTable({ className, ...props }: TableProps) {
  return (
    <Table
      verticalSpacing="sm"
      highlightOnHover
      {...props}
      className={className ? `${classes.table} ${className}` : classes.table}
    />
  );
}
