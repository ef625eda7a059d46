import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { AdminStats } from '#shared/admin.ts';
import { formatWeek } from './format.ts';

/** Sign-ups and checks as lines, paid orders as bars, one point per week. Loaded lazily (recharts). */
export default function WeeklyChart({ weekly }: { weekly: AdminStats['weekly'] }) {
  const data = weekly.map((w) => ({ ...w, label: formatWeek(w.weekStart) }));
  return (
    <ResponsiveContainer width="100%" height="100%">
      <ComposedChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -16 }} accessibilityLayer={false}>
        <CartesianGrid stroke="#e2e8f0" vertical={false} />
        <XAxis
          dataKey="label"
          tick={{ fill: '#475569', fontSize: 12 }}
          tickLine={false}
          axisLine={{ stroke: '#cbd5e1' }}
          minTickGap={8}
        />
        <YAxis allowDecimals={false} tick={{ fill: '#475569', fontSize: 12 }} tickLine={false} axisLine={false} />
        <Tooltip
          labelFormatter={(label) => `Week of ${String(label as string | number)}`}
          contentStyle={{ borderRadius: 8, borderColor: '#e2e8f0', fontSize: 13 }}
          cursor={{ fill: '#f1f5f9' }}
        />
        <Legend wrapperStyle={{ fontSize: 13, paddingTop: 8 }} iconType="circle" />
        <Bar dataKey="paidOrders" name="Paid orders" fill="#f59e0b" radius={[4, 4, 0, 0]} maxBarSize={28} />
        <Line
          type="monotone"
          dataKey="signups"
          name="Sign-ups"
          stroke="#15803d"
          strokeWidth={2.5}
          dot={{ r: 3 }}
          isAnimationActive={false}
        />
        <Line
          type="monotone"
          dataKey="checks"
          name="Eligibility checks"
          stroke="#0369a1"
          strokeWidth={2.5}
          dot={{ r: 3 }}
          isAnimationActive={false}
        />
      </ComposedChart>
    </ResponsiveContainer>
  );
}
