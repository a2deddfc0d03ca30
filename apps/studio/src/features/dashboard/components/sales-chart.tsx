import { DataTable } from '../../../components/ui/data-table';
import { formatMoney, fromMinor } from '@vitrine/sdk/modules/money';
import type { DaySales } from '../utils/sales';

const width = 720;
const height = 220;
const pad = { top: 12, right: 8, bottom: 28, left: 56 };

const shortDay = (day: string) => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date).toLocaleDateString(undefined, { day: 'numeric', month: 'short' });
};

/**
 * Sales per day as plain SVG bars. The picture is one image with a summary for screen readers;
 * the numbers behind it are in the table under "Show the figures".
 */
export function SalesChart({ days, currency }: { days: DaySales[]; currency: string }) {
  const max = Math.max(...days.map((d) => d.total), 0);
  const plotW = width - pad.left - pad.right;
  const plotH = height - pad.top - pad.bottom;
  const slot = plotW / Math.max(days.length, 1);
  const barW = Math.max(2, slot * 0.7);
  const y = (value: number) => pad.top + plotH - (max === 0 ? 0 : (value / max) * plotH);
  const labelEvery = Math.ceil(days.length / 8);
  const money = (minor: number) => formatMoney(fromMinor(minor, currency), currency);
  const best = days.reduce<DaySales | undefined>((a, b) => (!a || b.total > a.total ? b : a), undefined);
  const summary =
    max === 0 ? `No sales in the last ${days.length} days` : `Sales per day over the last ${days.length} days; the best day was ${shortDay(best!.day)} with ${money(best!.total)}`;
  return (
    <figure style={{ margin: 0 }}>
      <svg className="chart" viewBox={`0 0 ${width} ${height}`} role="img" aria-label={summary}>
        {[0, 0.5, 1].map((f) => (
          <g key={f}>
            <line x1={pad.left} x2={width - pad.right} y1={y(max * f)} y2={y(max * f)} stroke="#d5dae0" />
            <text x={pad.left - 6} y={y(max * f) + 4} textAnchor="end">
              {money(Math.round(max * f))}
            </text>
          </g>
        ))}
        {days.map((d, i) => (
          <g key={d.day}>
            <rect className="bar" x={pad.left + i * slot + (slot - barW) / 2} y={y(d.total)} width={barW} height={pad.top + plotH - y(d.total)}>
              <title>{`${shortDay(d.day)}: ${money(d.total)}, ${d.orders} order${d.orders === 1 ? '' : 's'}`}</title>
            </rect>
            {i % labelEvery === 0 && (
              <text x={pad.left + i * slot + slot / 2} y={height - 8} textAnchor="middle">
                {shortDay(d.day)}
              </text>
            )}
          </g>
        ))}
      </svg>
      <details>
        <summary>Show the figures</summary>
        <DataTable caption="Sales per day" columns={['Day', { label: 'Orders', numeric: true }, { label: 'Sales', numeric: true }]}>
            {days.map((d) => (
              <tr key={d.day}>
                <td>{shortDay(d.day)}</td>
                <td className="num">{d.orders}</td>
                <td className="num">{money(d.total)}</td>
              </tr>
            ))}
        </DataTable>
      </details>
    </figure>
  );
}
