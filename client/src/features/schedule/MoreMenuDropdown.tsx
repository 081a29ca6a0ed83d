import { Menu } from '@mantine/core';
import { format } from 'date-fns';
import { Link } from 'react-router-dom';
import { dashboardPath } from './jobLinks';
import { MoreButton, type MoreMenuProps } from './MoreMenu';
import classes from './Schedule.module.css';
import { barKey } from './scheduleJobs';

/** A day's "{n} more" menu, each job linking to its dashboard: loaded when first opened (MoreMenu.tsx), it opens
 * as it mounts. */
export default function MoreMenuDropdown(props: MoreMenuProps) {
  return (
    <Menu position="bottom-start" shadow="md" width={260} withinPortal defaultOpened>
      <Menu.Target>
        <MoreButton {...props} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{format(props.day, 'EEEE, MMMM d')}</Menu.Label>
        {props.jobs.map((job) => (
          <Menu.Item
            key={barKey(job)}
            component={Link}
            to={dashboardPath(job.id)}
            leftSection={<span className={classes.swatch} style={{ background: job.color }} />}
          >
            {job.number} {job.name}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
