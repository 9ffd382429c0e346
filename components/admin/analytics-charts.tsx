"use client";

import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Legend,
  Line,
  LineChart,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import type { AdminAnalytics, AnalyticsPeriod } from "@/lib/admin/admin-analytics";

const COLORS = ["#2563eb", "#16a34a", "#f59e0b", "#dc2626", "#7c3aed"];
const CURRENCY_COLORS: Record<string, string> = { USD: "#2563eb", EUR: "#16a34a", GBP: "#f59e0b", SEK: "#7c3aed" };

function ChartCard({ title, children }: { title: string; children: React.ReactElement }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>{title}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="h-64">
        <ResponsiveContainer width="100%" height="100%">
          {children}
        </ResponsiveContainer>
      </CardContent>
    </Card>
  );
}

/** The four charts of SPEC section 2 (Analytics): line, bar, doughnut, line. */
export function AnalyticsCharts({ data, period }: { data: AdminAnalytics; period: AnalyticsPeriod }) {
  const averages = data.avgInvoiceValue.map((point) => ({
    date: point.date,
    // No invoices in a currency that day: a gap in its line, not a fall to 0 (dots show lone points).
    ...Object.fromEntries(Object.entries(point.byCurrency).map(([currency, value]) => [currency, value === null ? null : Number(value)])),
  }));
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <ChartCard title="User growth">
        <LineChart data={data.userGrowth}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="date" fontSize={11} />
          <YAxis allowDecimals={false} fontSize={11} />
          <Tooltip />
          <Line type="linear" dataKey="new" name="New users" stroke={COLORS[0]} strokeWidth={2} dot={false} isAnimationActive={false} />
        </LineChart>
      </ChartCard>
      <ChartCard title={period === "year" ? "Invoices per month" : "Invoices per day"}>
        <BarChart data={data.invoicesPerDay}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="date" fontSize={11} />
          <YAxis allowDecimals={false} fontSize={11} />
          <Tooltip />
          <Bar dataKey="count" name="Invoices" fill={COLORS[1]} isAnimationActive={false} />
        </BarChart>
      </ChartCard>
      <ChartCard title="User distribution (top 5 countries)">
        <PieChart>
          <Pie
            data={data.topCountries}
            dataKey="percentage"
            nameKey="country"
            innerRadius="50%"
            outerRadius="80%"
            label={({ name, value }) => `${name} ${value}%`}
            isAnimationActive={false}
          >
            {data.topCountries.map((entry, index) => (
              <Cell key={entry.country} fill={COLORS[index % COLORS.length]} />
            ))}
          </Pie>
          <Tooltip />
          <Legend />
        </PieChart>
      </ChartCard>
      <ChartCard title="Average invoice value (per currency)">
        <LineChart data={averages}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="date" fontSize={11} />
          <YAxis fontSize={11} />
          <Tooltip />
          <Legend />
          {Object.keys(CURRENCY_COLORS).map((currency) => (
            <Line
              key={currency}
              type="linear"
              dataKey={currency}
              connectNulls={false}
              stroke={CURRENCY_COLORS[currency]}
              strokeWidth={2}
              dot={{ r: 3 }}
              isAnimationActive={false}
            />
          ))}
        </LineChart>
      </ChartCard>
    </div>
  );
}
