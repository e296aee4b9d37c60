import { Group, Paper, Text, Title } from '@mantine/core';
import type { WeeklyPoints } from '../../../../domain/contract/players';
import { formatGameDate, formatPoints } from '../player-display';
import { labelledIndexes, niceCeiling } from '../weekly-chart-scale';
import classes from './weekly-points-chart.module.css';

/**
 * Fantasy points per calendar week, oldest first. Plain SVG scaled to its box, with the axis
 * labels in HTML so the text keeps its size on a phone.
 */
export function WeeklyPointsChart({ weeks }: { weeks: readonly WeeklyPoints[] }) {
  return (
    <Paper radius="lg" p={{ base: 'md', sm: 'lg' }} h="100%">
      <Group justify="space-between" align="baseline" mb="md" gap="xs">
        <Title order={2} fz="lg">
          Points per Week
        </Title>
        {weeks.length > 0 ? <WeekSummary weeks={weeks} /> : null}
      </Group>
      {weeks.length === 0 ? (
        <Text c="dimmed" size="sm">
          No games played yet.
        </Text>
      ) : (
        <Plot weeks={weeks} />
      )}
    </Paper>
  );
}

function WeekSummary({ weeks }: { weeks: readonly WeeklyPoints[] }) {
  const best = Math.max(...weeks.map((week) => week.points));
  const average = weeks.reduce((sum, week) => sum + week.points, 0) / weeks.length;
  return (
    <Text size="sm" c="dimmed">
      Avg <b>{formatPoints(average)}</b> · Best <b>{formatPoints(best)}</b>
    </Text>
  );
}

function Plot({ weeks }: { weeks: readonly WeeklyPoints[] }) {
  const best = Math.max(...weeks.map((week) => week.points));
  const top = niceCeiling(best);
  const average = weeks.reduce((sum, week) => sum + week.points, 0) / weeks.length;
  const ticks = [0, top / 2, top];
  const labelled = labelledIndexes(weeks.length);
  const y = (value: number) => top - Math.max(0, Math.min(value, top));

  return (
    <div>
      <div className={classes.plot}>
        {ticks.map((tick) => (
          <span key={tick} className={classes.yLabel} style={{ top: `${(1 - tick / top) * 100}%` }}>
            {tick}
          </span>
        ))}
        <svg
          className={classes.svg}
          viewBox={`0 0 ${weeks.length} ${top}`}
          preserveAspectRatio="none"
          role="img"
          aria-label={`Fantasy points in each of ${weeks.length} weeks; best week ${formatPoints(best)}, average ${formatPoints(average)}`}
        >
          {ticks.slice(1).map((tick) => (
            <line
              key={tick}
              className={classes.grid}
              x1={0}
              x2={weeks.length}
              y1={y(tick)}
              y2={y(tick)}
              vectorEffect="non-scaling-stroke"
            />
          ))}
          {weeks.map((week, index) => (
            <rect
              key={week.weekStart}
              className={week.points === best ? `${classes.bar} ${classes.best}` : classes.bar}
              x={index + 0.18}
              width={0.64}
              y={y(week.points)}
              height={top - y(week.points)}
              rx={0}
            >
              <title>
                {`Week of ${formatGameDate(week.weekStart)}: ${formatPoints(week.points)} pts in ${week.games} ${week.games === 1 ? 'game' : 'games'}`}
              </title>
            </rect>
          ))}
          <line
            className={classes.average}
            x1={0}
            x2={weeks.length}
            y1={y(average)}
            y2={y(average)}
            vectorEffect="non-scaling-stroke"
          />
        </svg>
      </div>
      <div className={classes.xAxis} aria-hidden="true">
        {weeks.map((week, index) =>
          labelled.has(index) ? (
            <span
              key={week.weekStart}
              className={classes.xLabel}
              style={{ left: `${((index + 0.5) / weeks.length) * 100}%` }}
            >
              {formatGameDate(week.weekStart)}
            </span>
          ) : null,
        )}
      </div>
    </div>
  );
}
