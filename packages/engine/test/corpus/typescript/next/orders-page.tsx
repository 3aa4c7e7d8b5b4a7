import type { GetServerSideProps } from 'next';
import { Pool } from 'pg';

const pool = new Pool();

interface Props {
  rows: { id: number; title: string }[];
}

export const getServerSideProps: GetServerSideProps<Props> = async (context) => {
  const status = String(context.query.status ?? 'open');
  const page = Number(context.query.page ?? 1);
  // vigil: js.sql-injection
  const byStatus = await pool.query(`SELECT id, title FROM orders WHERE status = '${status}'`);
  // vigil-ok: js.sql-injection
  const bound = await pool.query('SELECT id, title FROM orders WHERE status = $1', [status]);
  // vigil-ok: js.sql-injection
  const paged = await pool.query(`SELECT id, title FROM orders LIMIT 20 OFFSET ${(page - 1) * 20}`);
  return { props: { rows: [...byStatus.rows, ...bound.rows, ...paged.rows] } };
};

export default function OrdersPage({ rows }: Props) {
  return (
    <ul>
      {rows.map((r) => (
        <li key={r.id}>{r.title}</li>
      ))}
    </ul>
  );
}
