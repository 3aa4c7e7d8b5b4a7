import serialize from 'node-serialize';

export function readPrefs(raw: string): unknown {
  const text = Buffer.from(raw, 'base64').toString('utf8');
  // vigil: js.unsafe-deserializer
  return serialize.unserialize(text);
}

export function readPrefsJson(raw: string): unknown {
  // vigil-ok: js.unsafe-deserializer
  return JSON.parse(Buffer.from(raw, 'base64').toString('utf8'));
}
