import axios from 'axios';

export async function loadRates(): Promise<unknown> {
  // vigil: js.cleartext-transport
  const rates = await fetch('http://rates.example.com/v1/latest');
  // vigil-ok: js.cleartext-transport
  const secure = await fetch('https://rates.example.com/v1/latest');
  // vigil-ok: js.cleartext-transport
  const local = await fetch('http://localhost:8080/health');
  return [await rates.json(), await secure.json(), local.ok];
}

export async function pushOrder(order: { id: string }): Promise<void> {
  // vigil: js.cleartext-transport
  await axios.post(`http://orders.example.com/api/orders/${order.id}`, order);
  // vigil-ok: js.cleartext-transport
  await axios.post(`https://orders.example.com/api/orders/${order.id}`, order);
  // vigil-ok: js.cleartext-transport
  await axios.get('http://metadata.internal/latest');
}

export function liveFeed(onTick: (d: string) => void): WebSocket {
  // vigil: js.cleartext-transport
  const ws = new WebSocket('ws://feed.example.com/ticks');
  ws.onmessage = (m) => onTick(String(m.data));
  // vigil-ok: js.cleartext-transport
  const secure = new WebSocket('wss://feed.example.com/ticks');
  secure.close();
  return ws;
}
