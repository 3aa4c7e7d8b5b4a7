// Helpers that build reply bodies.
export function errorBody(code: string, message: string) {
  return { status: 404, body: { error: code, message } };
}

export function greeting(name: string): string {
  return '<h1>Hello ' + name + '</h1>';
}
