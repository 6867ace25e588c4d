/** Dashboard (issue 12 §2): the 30 days' figures and charts, low stock, refunds waiting, the store figures. */
import { useMemo } from 'react';
import { useTranslation } from '../../web/i18n/react.js';
import { Link } from 'react-router';
import { GetAdminDashboardResponseSchema } from '../../shared/contracts/admin/dashboard.js';
import { formatEuros } from '../../shared/money.js';
import { currentLanguage } from '../../web/i18n/i18n.js';
import { useAdminRead } from '../api.js';
import { DayChart } from '../components/day-chart.js';
import { cellClass, headClass, ReadState, Screen, Table } from '../components/parts.js';

function Figure({ label, value, detail }: { label: string; value: string; detail?: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-1 rounded-card border border-border bg-raised p-4">
      <dt className="text-sm text-text-secondary">{label}</dt>
      <dd className="text-2xl font-semibold tabular-nums">{value}</dd>
      {detail && <dd className="text-sm">{detail}</dd>}
    </div>
  );
}

export default function Dashboard() {
  const { t } = useTranslation('admin');
  const language = currentLanguage();
  const read = useAdminRead('getAdminDashboard', {}, GetAdminDashboardResponseSchema);
  const data = read.data;
  const series = useMemo(() => data && {
    days: data.days.map((day) => day.day),
    revenue: data.days.map((day) => day.revenue_cents),
    orders: data.days.map((day) => day.orders),
    keys: data.days.map((day) => day.keys_sold),
  }, [data]);
  const euros = useMemo(() => (cents: number) => formatEuros(cents, language, 0), [language]);
  const count = useMemo(() => (value: number) => new Intl.NumberFormat(language).format(value), [language]);

  return (
    <Screen title={t('dashboard.title')} lead={t('dashboard.lead')}>
      {!data || !series ? <ReadState error={read.error} retry={() => void read.refetch()} /> : (
        <>
          <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-4">
            <Figure label={`${t('dashboard.revenue')} (${t('dashboard.last30')})`} value={formatEuros(data.totals.revenue_cents, language)} />
            <Figure label={`${t('dashboard.orders')} (${t('dashboard.last30')})`} value={count(data.totals.orders)} />
            <Figure label={`${t('dashboard.keysSold')} (${t('dashboard.last30')})`} value={count(data.totals.keys_sold)} />
            <Figure
              label={t('dashboard.refundsWaiting')}
              value={count(data.refunds_waiting)}
              detail={data.refunds_waiting > 0 && <Link to="/admin/refunds" className="text-link">{t('dashboard.reviewRefunds')}</Link>}
            />
          </dl>
          <div className="grid grid-cols-1 gap-4 xl:grid-cols-3">
            <DayChart title={t('dashboard.chartRevenue')} days={series.days} values={series.revenue} format={euros} />
            <DayChart title={t('dashboard.chartOrders')} days={series.days} values={series.orders} format={count} />
            <DayChart title={t('dashboard.chartKeys')} days={series.days} values={series.keys} format={count} />
          </div>
          <section className="flex flex-col gap-3">
            <h2 className="text-xl">{t('dashboard.lowStock')}</h2>
            <p className="text-sm text-text-secondary">{t('dashboard.lowStockLead', { threshold: data.low_stock.threshold })}</p>
            {data.low_stock.products.length === 0 ? <p>{t('dashboard.lowStockNone', { threshold: data.low_stock.threshold })}</p> : (
              <Table
                label={t('dashboard.lowStock')}
                head={<><th scope="col" className={headClass}>{t('dashboard.product')}</th><th scope="col" className={headClass}>{t('dashboard.platform')}</th><th scope="col" className={`${headClass} text-right`}>{t('dashboard.stock')}</th></>}
              >
                {data.low_stock.products.map((product) => (
                  <tr key={product.id} data-low-stock={product.id}>
                    <td className={cellClass}><Link to={`/product?id=${product.id}`} className="text-link">{product.title[language] || product.title.en}</Link></td>
                    <td className={cellClass}>{product.platform}</td>
                    <td className={`${cellClass} text-right tabular-nums ${product.stock === 0 ? 'font-semibold text-danger-text' : ''}`}>{product.stock}</td>
                  </tr>
                ))}
              </Table>
            )}
          </section>
          <section className="flex flex-col gap-3">
            <h2 className="text-xl">{t('dashboard.storeFigures')}</h2>
            <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
              <Figure label={t('dashboard.productsSold')} value={count(data.stats.products_sold)} />
              <Figure label={t('dashboard.usersRegistered')} value={count(data.stats.users_registered)} />
              <Figure label={t('dashboard.totalSaved')} value={euros(data.stats.total_saved * 100)} />
            </dl>
          </section>
        </>
      )}
    </Screen>
  );
}
